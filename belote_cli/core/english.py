"""``str()`` of the library's errors and reasons: a plain English sentence built from the
error's own code and values, without the text catalogue. The catalogue (``texts``) sits at
the edge and words the same codes in English or French for the command line and the play
session; the library's own English is what a program that catches a ``BeloteError`` reads.

The sentences are the catalogue's English wordings of the same codes
(``tests/test_texts.py`` checks that each one here is the catalogue's); values are named
as the catalogue's English names them: a seat by its letter, a team by its label, an int
named ``card`` a card (``J♥``), ``suit`` a suit (``♥``), a nested ``Reason`` worded the same
way, and a bid, a call, a contract or an announcement as the catalogue names it in
English (``W takes ♥``, ``90 ♥``, ``110 ♥ by N, coinched``, ``tierce A♥``), but an
announcement named ``announced`` as a deal file writes it (``cent K♠ 6``), and an int that
is a count, a score, a target or a limit with its thousands grouped (``numbers.counted``:
``deal 1 to 1,000``).

Why this module is long: it is one table, the English sentence of every code the library
raises (the rules, the cards, the deal file, the entry points' checks of their arguments)
and the few functions that fill them in; split by subject, each part would need the
same naming of values, and the test that pins them to the catalogue would read several
tables for one.

>>> sentence("card_unknown", {"text": "11♥"})
"unknown card '11♥'"
>>> sentence("must_follow", {"suit": 1})
'must follow ♥'
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Callable, Iterable, Mapping

from .numbers import counted


@dataclasses.dataclass(frozen=True, slots=True)
class Wording:
    """A word that a message names in the reader's language, where nothing fixes it
    otherwise: a deal-file key that a file of unknown language did not write (``rules``,
    French ``règles``). A key the file wrote is quoted as a string, as written."""

    en: str
    fr: str


#: The names of ``cards``' ranks and suits in English (``cards`` imports this layer's
#: errors, so it cannot be imported here; ``tests/test_texts.py`` checks they agree).
RANKS = ("7", "8", "9", "10", "J", "Q", "K", "A")
SUITS = ("♠", "♥", "♦", "♣", "SA", "TA")

#: The level of a capot bid (``core.coinche.CAPOT``).
CAPOT = 250

#: The obligations of the play: a card refused with one of these reads ``must …``.
OBLIGATIONS = frozenset({"must_follow", "must_raise", "must_beat", "must_overtrump",
                         "must_undertrump", "must_trump"})

#: Each code's English sentence, with ``{named}`` values.
ENGLISH: dict[str, str] = {
    # A simulation's run (``simulation.check_config``, ``parse_known_hand``,
    # ``check_scheduler``).
    "sim_deals": "--deals must be at least 1",
    "sim_start": "--start must be 0 or more",
    "sim_round": "--round must be 1 or 2, found {round}",
    "sim_round_hand": "--round goes with --hand (the round of its question)",
    "play_line_endless": ("standard input sends a line of more than a million characters: "
                          "it is not answers"),
    "play_stdin_encoding": ("standard input is read in {encoding}, and what it sends is not "
                            "{encoding}: run belote with a UTF-8 locale (LANG=en_US.UTF-8) "
                            "or PYTHONIOENCODING=utf-8"),
    "sim_unknown_bot": "unknown bot {name!r} (known bots: {known})",
    "no_bidding_variant": (
        "--discovery plays a deal without bidding: it cannot be combined with "
        "variant={variant}"),
    "no_bidding_announcements": (
        "--discovery plays a deal without bidding: it has no announcements"),
    "no_bidding_sa_ta": (
        "--discovery plays a deal without bidding: its trump is a suit drawn at random, "
        "never SA or TA (sa_ta=on)"),
    "sim_hand_coinche": (
        "{hand_option} asks whether to take the retourne: there is none in coinche "
        "(variant=coinche)"),
    "sim_hand_discovery": (
        "{hand_option} and {discovery_option} do not go together ({hand_option} asks "
        "whether to take; {discovery_option} deals without bidding)"),
    "sim_hand_deux": (
        "{hand_option} asks about a four-player deal: not with variant={variant}"),
    "sim_deux_bots": (
        "{game} has no teams: --ns and --ew do not go with variant={variant} (--bots names "
        "the bot of both players)"),
    "hand_size": "{hand_option} needs 5 cards (or the full 8), found {n}",
    "hand_twice": "card {card} appears twice in {hand_option}",
    "retourne_one": "{retourne_option} needs one card, found {text!r}",
    "hand_option": "{option}: {problem}",
    "retourne_in_hand": "the retourne {card} cannot be in the 5-card hand",
    "retourne_not_held": "a full 8-card hand is the taker's: it must hold the retourne {card}",
    # The library's checks of its arguments (``api``: ``legal_plays``, ``play_deal``,
    # ``play_match``, ``solve``, ``simulate``, ``Rate``; ``hints``: ``hint``).
    "api_trick_in_hand": "trick: {cards} is both on the table and in hand",
    "api_trick_empty": "trick: an empty trick has no winner",
    "api_trick_long": "trick: {n} cards, a trick holds {most} at most here",
    "api_trick_twice": "trick: a card is played twice",
    "api_two_players": "{game} is played by 2 players, {n} bots given (for N and S)",
    "api_two_players_one": "{game} is played by 2 players, 1 bot given (for N and S)",
    "api_four_bots": "a deal needs four bots (N, E, S, W), found {n}",
    "dumps_match_game": (
        "records: deal {n} is a deal of {game}, deal 1 of {match_game}: a match is played at "
        "one game, and load would not read the file back; to write deals scored each alone, "
        "make the first DealRecord independent=True (the file then says 'match: none')"),
    "dumps_match_discovery": (
        "records: deal {n} is a deal without bidding (discovery=True), played alone, never "
        "in a match, and load would not read the file back; to write deals scored each "
        "alone, make the first DealRecord independent=True (the file then says 'match: "
        "none')"),
    "dumps_match_target": (
        "records: deal {n} plays to {target}, deal 1 to {match_target}: a match is played "
        "to one target, and load would not read the file back; to write deals scored each "
        "alone, make the first DealRecord independent=True (the file then says 'match: "
        "none')"),
    "dumps_match_later": (
        "records: deal {n} is independent=True and deal 1 is not: 'match: none' is said of "
        "the whole file, in its first deal, so make the first DealRecord independent=True"),
    "dumps_piles_empty": "a deal given by its piles needs at least one of them",
    "dumps_trick_count": (
        "a deal file holds each deal's {whole} tricks, or its piles: this deal has {n}"),
    "dumps_trick_size": "trick {number} holds {n} cards: a trick is {size} cards, one a player",
    "dumps_card_twice": "trick {number}: {card} is played twice in the deal",
    "dumps_coinche_taker": (
        "a deal of coinche taken by {taker} is played on its bid: give the DealRecord its "
        "contract=Contract(level, suit, taker), the file's 'contract:' line, as load reads "
        "no coinche deal with a taker and no contract"),
    "dumps_two_needs": (
        "a deal of {game} needs {missing}: the dealer and the deck fix every card's place, and "
        "a deal file without them cannot be read"),
    "two_dealer": "{game} is played by S and N: {seat} cannot deal",
    "two_no_seat": "{game} is played by S and N, not {seat}",
    "dumps_two_piles": "a deal of {game} gives its tricks, not piles",
    "dumps_deck_two_only": (
        "deck: a deal file gives the deck of the games of two alone (variant=deux and "
        "decouverte): a deal of {game} has deck=None"),
    "dumps_exchange_deux_only": (
        "exchange: belote à deux alone swaps the trump 7 for the retourne (variant=deux): "
        "a deal of {game} has exchange=0"),
    "dumps_exchange_trick": (
        "exchange: the trick (1 to 10) before whose lead the trump 7 was swapped, or 0 for "
        "none, not {value}"),
    "dumps_empty": "no deal to write: a deal file holds one deal or more",
    "dumps_discovery_bidding": (
        "records: deal {n} is a deal without bidding (discovery=True) and has {what}: a deal "
        "without bidding has no taker, no contract, no belote and no announcements, and load "
        "would not read the file back; for a deal that was bid, make it discovery=False"),
    "dumps_discovery_variant": (
        "records: deal {n} is a deal of {game} without bidding (discovery=True): a deal "
        "without bidding is played by four at classic belote, with no auction, and load "
        "would not read the file back"),
    "dumps_one_discovery_bidding": (
        "a deal without bidding (discovery=True) that has {what}: a deal without bidding has "
        "no taker, no contract, no belote and no announcements, and load would not read it "
        "back; for a deal that was bid, make it discovery=False"),
    "dumps_one_discovery_variant": (
        "a deal of {game} without bidding (discovery=True): a deal without bidding is played "
        "by four at classic belote, with no auction, and load would not read it back"),
    "dump_encoding": (
        "path: the file's encoding, {encoding}, cannot write {text}: open it with "
        "encoding='utf-8'"),
    "score_match_game": (
        "text: deal {n} is a deal of {game}, deal 1 of {match_game}: a match is played at one "
        "game; to score the deals each alone, make the first DealRecord independent=True "
        "(as 'match: none' in a file)"),
    "score_match_discovery": (
        "text: deal {n} is a deal without bidding (discovery=True), played alone, never in a "
        "match; to score the deals each alone, make the first DealRecord independent=True "
        "(as 'match: none' in a file)"),
    "score_match_target": (
        "text: deal {n} plays to {target}, deal 1 to {match_target}: a match is played to "
        "one target; to score the deals each alone, make the first DealRecord "
        "independent=True (as 'match: none' in a file)"),
    "score_match_later": (
        "text: deal {n} is independent=True and deal 1 is not: the deals are scored each "
        "alone when the first DealRecord is independent=True, as 'match: none' is said in "
        "a file's first deal"),
    "api_discovery_two": "the discovery deal is played by four, not in {game}",
    "api_discovery_rules": "the discovery deal has no coinche and no announcements",
    "api_all_passed": "everybody passed {n} deals in a row",
    "api_solve_no_play": "only a deal in its play has a position to solve",
    "api_solve_hands": "a position given by its hands needs the trump and the leader",
    "api_solve_trick_rules": (
        "trick: {text!r} is rule options, not cards: give them as rules= (solve's fourth "
        "argument is the trick)"),
    "api_solve_talon": (
        "a position of belote à deux is solved once the talon is empty (after trick 10): "
        "{n} cards are still to draw"),
    "api_solve_face_down": (
        "a position of belote découverte is solved once no card lies face down: {n} are "
        "still unseen by both players"),
    "api_solve_face_down_one": (
        "a position of belote découverte is solved once no card lies face down: 1 is still "
        "unseen by both players"),
    "api_hint_over": "the deal is over: no card is left to play",
    "api_hint_void": "every player passed: the deal is void, no card is played",
    "api_hint_no_play": "a hint names the card to play, not in phase {phase}",
    "api_hint_taking": (
        "a hint names the card to play, not in phase {phase}: the taking is judged by "
        "simulation, {call}"),
    "api_rate_of": "of: a number of deals, 0 or more, not {of}",
    "api_rate_count": "count: 0 to {of} deals (of {of}), not {count}",
    "api_rate_unknown": "no rate {path!r} in this report",
    "api_rate_not_rate": "{path!r} is not a rate of this report",
    "api_rate_unknown_first": "no rate {path!r} in this report (its first key is one of {keys})",
    "api_rate_unknown_after": (
        "no rate {path!r} in this report (after {before!r} comes one of {keys})"),
    "api_rate_not_rate_keys": (
        "{path!r} is not a rate of this report (after it comes one of {keys})"),
    "api_round": "round must be 1 or 2, found {round}",
    "api_round_hand": "round= goes with hand= (the round of its question)",
    "api_deals": "deals must be at least 1, found {deals}",
    "api_deals_most": "deals must be at most {most}, found {deals}",
    "api_jobs": "jobs must be at least 1, found {jobs}",
    "api_seed_unwritable": ("seed: {seed} holds {character}, which UTF-8 cannot write: give "
                            "a seed without it"),
    "api_bot_not_sent": (
        "bot {name!r} cannot be sent to the worker processes (jobs={jobs}): its maker "
        "{maker} does not pickle ({problem}); register a class defined at the top level "
        "of a module, or run with jobs=1"),
    "api_bot_not_made": (
        "bot {name!r} cannot be made in a worker process: its maker {maker} cannot be "
        "loaded there ({problem}); register a class defined at the top level of a module "
        "it can import (not in an interactive session), or run with jobs=1"),
    "api_start": "start must be 0 or more, found {start}",
    "api_discovery_variant": (
        "discovery=True plays a deal without bidding: it cannot be combined with "
        "variant={variant}"),
    "api_discovery_announcements": (
        "discovery=True plays a deal without bidding: it has no announcements"),
    "api_discovery_sa_ta": (
        "discovery=True plays a deal without bidding: its trump is a suit drawn at random, "
        "never SA or TA (sa_ta=on)"),
    "api_deux_teams": (
        "ns= and ew= name the bots of teams: {game} has none (bots= names the bot of "
        "both players)"),
    "api_hand_retourne": "hand= needs retourne= (the card turned up)",
    "api_retourne_dealer": "retourne= and dealer= go with hand=",
    # A deal built from its cards (``Game()``, ``Game.deal``, ``Game.discovery``,
    # ``Game.at_play``), a match's bots (``play_match``) and what a bot answers.
    "game_four_players": (
        "Game() deals a game of four, not variant={variant}: {call} deals the first deal of "
        "{command}"),
    "deck_card_twice_missing": (
        "a deck holds each of the 32 cards once: {card} is given twice and "
        "{missing_card} is missing"),
    "deck_card_twice": "a deck holds each of the 32 cards once: {card} is given twice",
    "deck_card_missing": "a deck holds each of the 32 cards once: {missing_card} is missing",
    "face_down_decouverte": "face_down: only belote découverte has cards face down, not {game}",
    "expert_param_unknown": "unknown expert parameter {given} (known: {known})",
    "expert_param_value": "expert parameter {name} cannot be {given}",
    "expert_ending": (
        "the expert deals the hidden cards of a whole deal of 32 cards, and this position "
        "holds fewer (an ending? belote_cli.solve values one)"),
    "undo_nothing": "no card to take back",
    "swap_refused": (
        "only the holder of the trump 7, about to lead one of tricks 1 to 10, may swap it for "
        "the retourne"),
    "discovery_rules_given": (
        "the discovery deal is played without bidding: it has no coinche and no "
        "announcements, not {given}"),
    "at_play_four": (
        "Game.at_play builds four-player positions, not variant={variant}: a game of two is "
        "dealt by Game.deal or Game.shuffle, and belote_cli.solve(hands, trump, leader, "
        "rules='variant={variant}') values a position of two"),
    "card_two_hands": "{card} is in two hands: {seat}'s and {other}'s",
    "at_play_leader": (
        "leader {leader}, but the first trick is led by {seat}, after dealer {dealer}"),
    "at_play_retourne": "retourne {card}, not in the taker {taker}'s hand: the taker takes it",
    "at_play_retourne_untaken": (
        "retourne {card}: a retourne is turned in a classic deal, which has a taker"),
    "solve_position_size": (
        "a position needs four hands (two of them empty in a game of two) and at most {most} "
        "{cards_word} on the table"),
    "solve_two_leader": "{seat} does not play in a game of two: S and N do",
    "solve_two_holder": "{seat} holds cards, but only S and N play in a game of two",
    "solve_hands_uneven": (
        "the hands do not match the cards on the table ({table}): {seat}, to play, holds "
        "{base} {cards_word}, so {other} should hold {expected}, not {count}"),
    "solve_table_twice": "a card is twice on the table",
    "solve_table_in_hand": "a card on the table is also in a hand",
    "solve_no_card": "no card left to play",
    "hands_eight": (
        "each seat holds 8 cards, found {counts} (an ending: belote_cli.solve values one)"),
    "trump_sa_ta_off": (
        "trump {suit}: sans atout and tout atout are played with the rule sa_ta=on only "
        "(rules='sa_ta=on')"),
    "trump_range": "no trump {given!r}, a trump is a suit 0-3, SA 4 or TA 5",
    "trump_suit_range": (
        "no trump suit {given!r}, a suit is 0-3: the deal without bidding has no SA or TA"),
    "contract_not_coinche": (
        "a contract is the coinche auction's: variant=coinche, not variant={variant}"),
    "contract_missing": (
        "a coinche deal is played on a contract: at_play(..., "
        "contract=belote_cli.core.coinche.Contract(level, suit, taker))"),
    "contract_level": "no contract of {level}: a bid is 80 to 160 by tens, or capot ({capot})",
    "contract_multiplier": "no contract multiplied by {multiplier}: 1, 2 coinched, 4 surcoinched",
    "contract_sets_trump": (
        "trump {trump_suit}, but the contract is at {contract_suit}: a contract sets the trump"),
    "contract_sets_taker": (
        "taker {taker}, but the contract is {seat}'s: a contract sets the taker"),
    "bot_call_text": "the {bot} bot called {returned}, no call: {why}",
    "bot_gave_call": (
        "the {bot} bot called {returned}, not a Call (PASS, Call.bid(level, suit), COINCHE or "
        "SURCOINCHE)"),
    "bot_gave_bid": (
        "the {bot} bot bid {said}, not a suit it may take ({allowed}) or None to pass"),
    "bot_gave_illegal_card": (
        "the {bot} bot played {card}, not a legal card (legal: {legal_cards})"),
    "bot_gave_no_card": (
        "the {bot} bot played {returned}, not a card (an int 0-31 of view.legal, or its text)"),
    # A run on a Dask cluster (``simulation.cluster``): ``ClusterError`` and what answered.
    "cluster_no_dask": (
        "--scheduler needs Dask distributed, which is not installed ({why}): "
        "pip install '.[cluster]' in the project's folder (belote-table's "
        "extra)"),
    "cluster_cannot_import": (
        "the worker at {worker} cannot import belote_cli ({why}): install "
        "belote_cli {version} there with its [cluster] extra"),
    "cluster_other_version": (
        "the worker at {worker} runs belote_cli {found}, this program "
        "{version}: install the same version on every worker"),
    "cluster_chunk_lost": "chunk {index} was lost with every worker that ran it ({why})",
    "cluster_not_dask": "no Dask scheduler at {spec}: {answer}",
    "cluster_unreachable": "cannot reach the Dask scheduler at {spec} within {seconds} s",
    "cluster_no_worker": (
        "no worker joined the Dask scheduler at {address} within {seconds} s "
        "({why})"),
    "answer_blank_byte": "1 blank byte",
    "answer_blank_bytes": "{n} blank bytes",
    "answer_closed": "it closed the connection without a word",
    "answer_silent": "nothing was said within {seconds} s",
    "scheduler_local": (
        "--scheduler {spec}: local:N needs a number of worker processes, 1 or more (local:2)"),
    "scheduler_address": (
        "--scheduler {spec!r}: expected a Dask scheduler's address, tcp://HOST:PORT "
        "(tcp://10.0.0.5:8786), or local:N"),
    "note_rest": "the {team} pile is the rest of the deck ({n} cards)",
    "note_clubs_letter": ("{text!r} was read as {card} (C is clubs in an English file): for "
                          "{name} write {symbol} or {letters}"),
    "note_hearts_letter": ("{text!r} was read as {card} (C is hearts, cœur, in a French file): "
                           "for {name} write {symbol} or {letters}"),
    "note_leader_assumed": (
        "{seat} taken to lead trick 1: the file names no dealer, no leader and no seat there "
        "(if another seat led, say so: '{key}: E')"),
    "note_exchange": (
        "exchange: {seat} swapped {seven_card} for the retourne {retourne_card} before trick "
        "{trick}"),
    "note_dealer_turn": (
        "dealer {seat}: after {previous} (dealer of deal {deal}) the deal passes to {expected}; "
        "{seat} deals only if a void deal (everybody passed) came between"),
    "note_dealer_turns": (
        "dealer {seat}: after {previous} (dealer of deal {deal}) the deal passes to {expected}; "
        "{seat} deals only if {n} void deals (everybody passed) came between"),
    "note_dealer_two_winner": (
        "dealer {seat}: {expected} scored more in deal {deal} ({more} to {fewer}) and deals the "
        "next one; {seat} deals only if a void deal (both players passed) came between"),
    "note_dealer_two_level": (
        "dealer {seat}: deal {deal} ended level ({points} to {points}), so after {previous} the "
        "deal passes to {expected}; {seat} deals only if a void deal (both players passed) "
        "came between"),
    "note_dealer_two_alternate": (
        "dealer {seat}: after {previous} (dealer of deal {deal}) the deal passes to {expected} "
        "(next_dealer=alternate); {seat} deals only if a void deal (both players passed) came "
        "between"),
    "note_dealer_two_winner_unbid": (
        "dealer {seat}: {expected} scored more in deal {deal} ({more} to {fewer}) and deals the "
        "next one; {seat} deals only if a deal left out of the file came between (nobody bids "
        "with decouverte_bid=off, so no deal is void)"),
    "note_dealer_two_level_unbid": (
        "dealer {seat}: deal {deal} ended level ({points} to {points}), so after {previous} the "
        "deal passes to {expected}; {seat} deals only if a deal left out of the file came "
        "between (nobody bids with decouverte_bid=off, so no deal is void)"),
    "note_dealer_two_alternate_unbid": (
        "dealer {seat}: after {previous} (dealer of deal {deal}) the deal passes to {expected} "
        "(next_dealer=alternate); {seat} deals only if a deal left out of the file came "
        "between (nobody bids with decouverte_bid=off, so no deal is void)"),
    "note_not_holder": (
        "belote declared by {seat}, but {seat} did not hold {k_card} {q_card}: not counted"),
    "note_undeclared": (
        "{seat} held {k_card} {q_card} but did not declare belote (belote=declared): not "
        "counted"),
    "note_undeclared_file": (
        "{seat} held {k_card} {q_card} but did not declare belote (belote=declared): not "
        "counted; if {seat} did, write 'belote: {seat}'"),
    "ann_not_counted": "announcements not counted (add '{key}: announcements=on')",
    "ann_not_checked": "announcements not checked: the hands are not known",
    "false_missing": "false announcement: {declaration} ({seat} did not play {cards})",
    "false_shared": "false announcement: {declaration} ({cards} already serves in {announcement})",
    "ann_note_equal": "announcements: {declarations}; equal best, nobody scores",
    "ann_note_held": "announcements: {declarations}; {team}'s {worth} held with the litige stake",
    "ann_note_score": "announcements: {declarations}; {team} score {worth}",
    "ann_note_go": "announcements: {declarations}; {team}'s {worth} go to {other} ({why})",
    "fate_revoke": "revoke by {team}",
    "fate_coinched": "coinched: the winner of the contract takes them all",
    "fate_surcoinched": "surcoinched: the winner of the contract takes them all",
    "fate_capot": "capot",
    "fate_dedans": "{team} dedans",
    "fate_failed": "{team}'s contract failed",
    "bid_pass": "{seat} passes",
    "bid_take": "{seat} takes {suit}",
    "call_word_pass": "pass",
    "contract_name": "{level} {suit} by {seat}",
    "contract_coinched": ", coinched",
    "contract_surcoinched": ", surcoinched",
    "ann_length": " ({n} cards)",
    "card_unknown": "unknown card {text!r}",
    "card_unknown_forms": (
        "unknown card {text!r}: write the rank (7 8 9 10 J Q K A, or V D R) then the suit "
        "(♠ ♥ ♦ ♣ or {letters}), e.g. 9♠, V♥"),
    "cards_mixed_fr": (
        "{text!r}: C is clubs in English and cœur in French, and {other!r} is written with "
        "French letters: write the suit as ♣ or ♥, or the letters of one language only"),
    "cards_mixed_en": (
        "{text!r}: C is clubs in English and cœur in French, and {other!r} is written with "
        "English letters: write the suit as ♣ or ♥, or the letters of one language only"),
    "trump_unknown": "unknown trump {text!r} (expected ♠ ♥ ♦ ♣ or {letters}, or SA, TA)",
    "suit_unknown": "unknown suit {text!r} (expected ♠ ♥ ♦ ♣ or {letters})",
    # A trump read by solve, which takes SA and TA too.
    "card_forms": (
        "unknown card {text!r}: write the rank (7 8 9 10 J Q K A, or V D R) then the suit (♠ ♥ "
        "♦ ♣, S H D C, or P K T), e.g. 9♠, JH, V♥"),
    "suit_forms": "unknown suit {text!r}: write ♠ ♥ ♦ ♣, S H D C, P K T or a name (hearts, cœur…)",
    "trump_forms": (
        "unknown suit {text!r}: write ♠ ♥ ♦ ♣, S H D C, P K T, a name (hearts, cœur…), SA or "
        "TA"),
    "seat_unknown": "unknown seat {text!r} (expected N, E, S or W)",
    "team_unknown": "unknown team {text!r} (expected NS or EW)",
    "seat_range": "no seat {number}, a seat is N, E, S or W (or its int 0-3)",
    "team_range": "no team {number}, a team is NS or EW (or its int 0-1)",
    "suit_range": "no suit {number}, a suit is an int 0-3 (4 SA and 5 TA with sa_ta=on)",
    "suit_symbol_range": "no suit {number}, a suit is an int 0-3 (4 and 5: SA and TA)",
    "card_range": "no card {number}, a card is an int 0-31",
    "card_suit_range": "no suit {number}, a card's suit is an int 0-3 (♠ ♥ ♦ ♣)",
    "rank_range": "no rank {number}, a rank is an int 0-7 (7 8 9 10 J Q K A)",
    "rank_forms": "unknown rank {text!r}: write 7 8 9 10 J Q K A, or V D R",
    "mask_range": "no cards make {number}, a mask is an int of 32 bits",
    "contract_kind_range": "no contract kind {given}: 0-3 a trump suit, 4 SA, 5 TA",
    "hands_four": "the hands of N, E, S and W, found {n}",
    "hand_card_twice": "{card} is given twice in a hand",
    "rule_form": "rule {option!r} is not of the form name=value",
    "rule_value": "unknown value {value!r} for rule {rule!r} (expected {alternatives})",
    "rule_variant_sa_ta": (
        "unknown value {value!r} for rule 'variant': sans atout and tout atout are contracts "
        "of a deal, played with the rule sa_ta=on (variant=classic or coinche)"),
    "rule_number": "rule {rule!r} needs a number, found {value!r}",
    "rule_most": "rule {rule!r} must be at most {most}, found {value!r}",
    "rule_positive": "rule {rule!r} must be positive, found {value!r}",
    "rule_unknown": "unknown rule {rule!r} (known rules: {known})",
    "rule_twice": ("rule {rule!r} given twice, {first!r} then {then!r}: write the one the "
                   "table plays"),
    "rule_raw_coinche": (
        "rule 'sa_ta_points=raw' does not go with 'variant=coinche' (coinche bids count the "
        "scaled tables)"),
    "rule_deux": (
        "rule '{rule}=on' does not go with 'variant={variant}' (the two-player games have suit "
        "contracts and no announcements)"),
    "ann_belote": (
        "{text!r}: belote-rebelote is not an announcement; it has its own line, 'belote: "
        "{seat}' (counted even without it under belote=auto, the default)"),
    "ann_incomplete": (
        "incomplete announcement {text!r} (expected SEAT KIND TOP, e.g. 'N tierce A♥', 'E "
        "cinquante K♠' or 'W carré J')"),
    "ann_kind": "unknown announcement {word!r} (expected tierce, cinquante, cent or carré)",
    "ann_deux": (
        "unknown announcement {word!r}: a value in words begins with it only in '{value_words}' "
        "(200, {meaning})"),
    "ann_value": (
        "'{value}' is the value of no announcement (20, 50, 100, 150 or 200; or write tierce, "
        "cinquante, cent or carré)"),
    "ann_value_two": (
        "'{text}' names two announcements worth {value}, a cent and a carré: write "
        "'{sequence}' or '{carre}'"),
    "ann_value_none": "no announcement worth {value} has '{word}': {value} is {meaning}",
    "worth_20": "a tierce, three cards in sequence ('20 A♥': A♥ K♥ Q♥)",
    "worth_50": "a cinquante, four cards in sequence ('50 A♥': A♥ to J♥)",
    "worth_100": (
        "a cent, five cards in sequence ('cent A♥'), or a carré of tens, kings, queens or aces "
        "('carré K')"),
    "worth_100_sa": (
        "a cent, five cards in sequence ('cent A♥'), or under sans atout a carré of kings, "
        "queens, jacks or nines ('carré K')"),
    "worth_150": "the carré of nines ('150 9')",
    "worth_150_sa": "under sans atout the carré of tens ('150 10')",
    "worth_200": "the carré of jacks ('200 J')",
    "worth_200_sa": "under sans atout the carré of aces ('200 A')",
    "ann_after_rank": "unexpected {word!r} after the carré's rank",
    "ann_after_top": (
        "unexpected {word!r} after the top card (a cent of more than five cards may give its "
        "length: 'cent A♥ 6')"),
    "ann_top_suit": (
        "'{word}' is a rank without its suit: a sequence names its top card with its suit "
        "('{kind} {card}')"),
    "ann_bad_length": "a {kind} cannot have {n} cards",
    "ann_top": (
        "no {kind} of {n} cards has {card} as its top card (the lowest sequence ends at the 7)"),
    "carre_nothing": "a carré of {word} scores nothing: it is not an announcement",
    "carre_rank": "unknown rank {word!r} for a carré (expected J, 9, A, 10, K or Q)",
    "bid_level": "no bid of {level}: bids go by tens from 80 to 160, or capot",
    "call_suit_range": "no suit {given} to bid: 0-3 a suit, 4 SA, 5 TA",
    "call_kind": (
        "no call {given}: pass, bid, coinche or surcoinche (parse_call reads a call's text)"),
    "call_no_level": "a {kind} names no level and no suit: Call({given})",
    "bid_unknown": (
        "unknown bid {text!r} (expected pass, a bid such as '90 ♥' or 'capot ♠', coinche or "
        "surcoinche)"),
    "bid_empty": (
        "empty bid (expected pass, a bid such as '90 ♥' or 'capot ♠', coinche or surcoinche)"),
    "contract_bid": (
        "unknown bid {text!r} (expected a level and a suit such as '90 ♥' or 'capot ♠', "
        "then the taker)"),
    "bid_trump": "a bid names trump: '{level} ♥' (found {text!r})",
    "bid_letter": "{problem} (in the bid {text!r})",
    "bid_suit": (
        "unknown suit {suit_text!r} in the bid {text!r} (expected ♠ ♥ ♦ ♣, {letters} or a "
        "suit's name)"),
    "contract_incomplete": (
        "incomplete contract {text!r} (expected LEVEL SUIT TAKER [coinche|surcoinche], e.g. "
        "'110 H N coinche')"),
    "contract_word": (
        "unknown word {text!r} after the taker in the contract {contract!r} (expected "
        "coinche or surcoinche)"),
    "contract_two_words": (
        "{text!r} and {then!r} both after the taker in the contract {contract!r}: write one "
        "(coinche, or surcoinche for a coinche surcoinched)"),
    "contract_taker": (
        "unknown taker {text!r} in the contract {contract!r} (expected N, E, S or W after the "
        "bid)"),
    "located": "{where}: {problem}",
    "as_written": "{text}",
    "write_empty_name": "an empty file name",
    "write_blank_name": "a file name of blanks only ({path!r})",
    "path_null": "a null character in the file's name (no file can have one)",
    "write_directory": "{path} is a directory",
    "write_trailing_separator": (
        "{path} ends with a slash: the name of a directory, not of a file"),
    "write_denied": "cannot write {path}: permission denied",
    "write_name_long": "cannot write {path}: the name is too long (at most {most} bytes)",
    "write_no_folder": "no such directory: {folder}",
    "write_folder_denied": "cannot write in {folder}: permission denied",
    "write_folder_refused": "cannot make a file in {folder}: {why}",
    "cannot_write": "cannot write {path}: {problem}",
    "record_changed": ("{path} changed since it was read (another program wrote it): it is "
                       "not written over"),
    "record_gone": ("{path} is gone since it was read (removed or moved): it is not written "
                    "anew"),
    "stdout_closed_writing": "standard output is closed: nowhere to write",
    "worker_stopped": "a worker process stopped before giving its result (exit status {status})",
    "file_missing": "no such file",
    "file_directory": "is a directory, not a deal file",
    "file_unreadable": "cannot read the file: {why}",
    "file_too_large": "more than {mb} MB: too large for a deal file",
    "file_binary": "binary file, not a deal file (a deal file is UTF-8 text)",
    "file_utf16": ("UTF-16 text, not UTF-8 (as Windows Notepad saves 'Unicode'): save the "
                   "file as UTF-8"),
    "file_utf32": "UTF-32 text, not UTF-8: save the file as UTF-8",
    "file_not_utf8": "not UTF-8 text (byte 0x{byte:02x}): save the file as UTF-8",
    "file_read_as": "UTF-8 text read as {encoding}: open the file with encoding='utf-8'",
    "file_empty": "empty file: no deal in it",
    "file_no_deal": "no deal in the file (expected a 'trump:' line and 8 tricks)",
    "file_only_void_one": ("no deal in the file: its one deal was void (everybody passed), "
                           "with no card to score"),
    "file_only_void": ("no deal in the file: its {n} deals were void (everybody passed), with "
                       "no card to score"),
    "in_deal": "deal {deal}: {problem}",
    "lang_unknown": "unknown language {value!r} (expected en or fr)",
    "lang_again": "'{key}: {value}' but line {line} says the file is {said_lang}",
    "line_long": (
        "line of {length} characters: no line of a deal file is longer than {most} (comments "
        "left out)"),
    "line_separator": "{text!r} between deals: write a line '---' (three hyphens)",
    "key_colon": "{text!r}: a key is followed by a colon: write {key!r}",
    "line_form": "expected 'key: value' or a trick '1: cards', found {text!r}",
    "trick_colon": "{text!r}: a trick's number is followed by a colon: write {trick!r}",
    "key_unknown": (
        "unknown key {key!r} (expected trump, taker, dealer, leader, rules, belote, "
        "contract, announce, NS, EW, last, match, lang, variant, deck, exchange, hand, or a "
        "trick '1: …')"),
    "key_score": ("unknown key {key!r}: the score is worked out from the cards, and one written "
                  "in the file is not read; keep the table's as a comment ('# {key}: …') to "
                  "compare it with the tally"),
    "key_twice": "{key!r} given twice (first on line {line})",
    "key_one_value": "'{key}:' takes one value, found {value!r}",
    "key_no_value": "'{key}:' has no value",
    "match_none": ("'{key}:' takes '{none}' (the deals of the file are independent), found "
                   "{value!r}"),
    "match_later": (
        "'{key}: {value}' in a later deal only: it is said of the whole file, in the first deal's "
        "header"),
    "match_game": (
        "a deal of {game} in a match of {match_game} (deal 1): a match is played at one game; "
        "to score each deal alone, write '{key}: {none}' in the first deal's header"),
    "match_game_unsaid": (
        "a deal of {game} (no '{game_key}:' line) in a match of {match_game} (deal 1): a "
        "match is played at one game; to score each deal alone, write '{key}: {none}' in the "
        "first deal's header"),
    "match_discovery": (
        "'{rules_key}: {word}' in a match: a deal without bidding is played alone, never in a "
        "match; to score each deal alone, write '{key}: {none}' in the first deal's header"),
    "match_after_discovery": (
        "a deal after a deal without bidding ('{rules_key}: {word}', deal 1) in a match: a "
        "deal without bidding is played alone, never in a match; to score each deal alone, "
        "write '{key}: {none}' in the first deal's header"),
    "match_target": (
        "'{option}' in a match to {target} (deal 1): a match is played to one target, said in "
        "the first deal's header; to score each deal alone, write '{key}: {none}' there"),
    "announcements_many": "more than {most} announcements in a deal",
    "no_trump": "no '{key}:' line (the trump suit, e.g. '{key}: ♥')",
    "discovery_taker": (
        "'{key}: {word}' but the deal has a taker: a deal without bidding has no taker and "
        "no belote bonus"),
    "discovery_contract": (
        "'{key}: {word}' but the deal has a contract: a deal without bidding has no "
        "contract and no belote bonus"),
    "discovery_belote": (
        "'{key}: {word}' but the deal has a belote declared: a deal without bidding has no "
        "belote bonus"),
    "discovery_announcements": (
        "'{key}: {word}' but the deal has announcements: a deal without bidding has none"),
    "discovery_variant": (
        "'{key}: {word}' but the deal is one of variant={variant}: a deal without bidding is "
        "played by four at classic belote, with no auction"),
    "decouverte_meant": (
        "'{key}: {word}' is the deal without bidding, played by four, but the deal has a "
        "'{deck_key}:' line, a game of two's: belote découverte is written "
        "'{variant_key}: decouverte'"),
    "contract_two": "'{key}:' is a coinche bid, and {game} has none: write '{taker_key}:'",
    "contract_two_no_taker": (
        "'{key}:' is a coinche bid, and {game} with decouverte_bid=off has no bidding"),
    "contract_variant": "a '{key}:' line means variant=coinche, not variant={variant}",
    "contract_coinche_rule": "a '{key}:' line means variant=coinche: {problem}",
    "two_sa_ta": (
        "'{key}: {value}': {game} is played at a suit, with no sans atout nor tout atout"),
    "two_announcements": (
        "'{key}:' but {game} has no announcements (belote-rebelote only, on 'belote:')"),
    "decouverte_off_taker": (
        "'decouverte_bid=off' but the deal has a taker: the retourne fixes the trump and "
        "nobody takes"),
    "decouverte_off_trump": (
        "'{key}: {value}' but with decouverte_bid=off the trump is the suit of the retourne "
        "{retourne_card}, the deck's last card: {retourne_suit}"),
    "coinche_taker_no_contract": (
        "'{key}: {value}' but no '{contract_key}:' line: under variant=coinche a deal is "
        "scored on its bid; write it, such as '{contract_key}: 80 {suit} {taker}' (the "
        "level, 80 to 160 or capot, the trump, the taker)"),
    "contract_trump": "'{key}: {value}' but the contract is at {contract_suit} (line {line})",
    "contract_taker_again": "'{key}: {value}' but the contract is {taker}'s (line {line})",
    "tricks_and_piles": "a deal gives either its tricks or its piles, not both",
    "leader_piles": "'{key}:' needs tricks, not piles",
    "leader_dealer": "'{key}: {value}', but {expected} leads trick 1, after dealer {dealer}",
    "last_tricks": (
        "'{key}:' belongs to the piles form; with tricks the last trick's winner is known"),
    "no_tricks": "no tricks ('1: A♥ 7♥ 10♥ K♥') and no piles ('NS: …')",
    "seat_no_card": "seat {text!r} has no card",
    "trick_ninth": "trick {number}: more than 8 tricks in a deal",
    "trick_range": "trick {number} is out of range: a deal has 8 tricks, numbered 1 to 8",
    "trick_twice": "trick {number} written twice",
    "trick_after": "trick {number} comes after trick {previous}",
    "trick_gap": "trick {number} follows trick {previous} (trick {gap} missing?)",
    "trick_gap_first": "trick {number} is the first trick written (trick {gap} missing?)",
    "trick_order": ("trick {number} is written where trick {place} goes: all {count} tricks "
                    "are there, out of order; write them in the order played, 1 to {count}"),
    "trick_slip": (
        "trick {number} is written where trick {place} goes: all {count} trick lines are "
        "written, so none is missing; number them 1 to {count} (this one '{place}:')"),
    "trick_one_card": "trick {number} has 1 card, expected 4",
    "trick_cards": "trick {number} has {n} cards, expected 4",
    "card_again": "card {text!r} already played in trick {trick}",
    "card_twice": "card {text!r} written twice in trick {trick}",
    "tricks_one": "1 trick, expected 8",
    "tricks_few": "{n} tricks, expected 8",
    "cards_missing": "missing cards: {cards}",
    "must_lead": "trick {number}: {seat} must lead ({why}), found {found}",
    "lead_given": "given by '{key}:'",
    "lead_dealer": "after dealer {seat}",
    "lead_won": "won trick {number}",
    "plays_after": "trick {number}: {seat} plays after {before}, found {found}",
    "new_deal_unsaid": ("{key!r} given again after the tricks (first on line {line}): read "
                        "as a new deal; write a line '---' before it"),
    "new_deal_unsaid_piles": ("{key!r} given again after the piles (first on line {line}): "
                              "read as a new deal; write a line '---' before it"),
    "new_deal_trick": ("trick {number} again after the deal's 8 tricks: read as a new deal; "
                       "write a line '---' before it"),
    "hint_new_deal": "{problem}: if a new deal starts here, write a line '---' before it",
    "hint_dealer_turn": (
        "{problem}; after {previous}, dealer of deal {deal}, the deal passes to {seat}: if "
        "{seat} dealt, write '{key}: {seat}'"),
    "hint_clubs_letter": (
        "{problem}; {text!r} was read as {card} (C is clubs in an English file): for {name} "
        "write {symbol} or {letters}"),
    "hint_hearts_letter": (
        "{problem}; {text!r} was read as {card} (C is hearts, cœur, in a French file): for "
        "{name} write {symbol} or {letters}"),
    "hint_in_talon": "{problem}; {card} is still in the talon, drawn after trick {number}",
    "hint_trump": (
        "{problem} (every trick is led by the winner of the trick before with {suit} as "
        "trump: is the '{key}:' line right?)"),
    "hint_clockwise": (
        "{problem} (the seats are in clockwise order: add '{key}: direction=clockwise')"),
    "hint_anticlockwise": (
        "{problem} (the seats are in anticlockwise order: add '{key}: direction=anticlockwise')"),
    "pile_twice": "card {text!r} written twice in the {team} pile",
    "pile_both": "card {text!r} is also in the {team} pile (line {line})",
    "pile_count": "the {team} pile has {n} cards: not a whole number of tricks",
    "pile_count_one": "the {team} pile has 1 card: not a whole number of tricks",
    "piles_no_last": "no '{key}:' line (the team that won the last trick, e.g. '{key}: NS')",
    "last_empty": "'{key}: {value}' but the {team} pile is empty",
    "trick2_seventeenth": "trick {number}: more than 16 tricks in a deal",
    "trick2_range": "trick {number} is out of range: a deal of two has 16 tricks, numbered 1 to 16",
    "trick2_one_card": "trick {number} has 1 card, expected 2",
    "trick2_cards": "trick {number} has {n} cards, expected 2",
    "tricks2_one": "1 trick, expected 16",
    "tricks2_few": "{n} tricks, expected 16",
    "deux_only": "'{key}:' belongs to belote à deux ('{variant_key}: deux')",
    "two_only": (
        "'{key}:' belongs to the games of two ('{variant_key}: deux' or "
        "'{variant_key}: decouverte')"),
    "deck_twice": "card {text!r} is twice in the deck (card {n})",
    "deck_missing": "'{key}:' lacks {cards}",
    "deck_count": "'{key}:' has {n} cards, expected the 32 in dealing order",
    "deck_count_one": "'{key}:' has 1 card, expected the 32 in dealing order",
    "exchange_form": (
        "'{key}:' takes the trick (1 to 10) before whose lead the trump 7 was swapped, maybe "
        "after the seat: '{key}: S 6'"),
    "two_no_deck": (
        "no '{key}:' line ({game}: the 32 cards in dealing order, which with the dealer "
        "fix every card's place)"),
    "two_no_dealer": "no '{key}:' line ({game}: the dealer, S or N)",
    "two_seat": "{game} is played by S and N, found '{key}: {value}'",
    "two_trick_seat": "trick {number}: {game} is played by S and N, found {found}: {expected}",
    "two_second": "the second card is {seat}'s",
    "two_leads": "{seat} leads ({why})",
    "two_piles": "a deal of {game} gives its tricks, not piles",
    "exchange_seat": "'{key}:' by {seat} but {leader} leads trick {number}",
    "exchange_off": "no exchange before trick {number}: 'exchange7=off'",
    "exchange_suit": "no exchange before trick {number}: trump is not the retourne's suit",
    "exchange_seven": "no exchange before trick {number}: the retourne is the 7",
    "exchange_no_seven": (
        "no exchange before trick {number}: {seat}, about to lead, does not hold the 7 of trump"),
    "card_not_held": "trick {number}: {seat} does not hold {card} (held: {held_cards})",
    "hint_exchange": (
        "{problem}; an '{key}:' line is probably missing: '{key}: {seat} {number}' if {seat} "
        "swapped {seven_card} for the retourne {retourne_card} before leading trick {number}"),
    "hint_exchange_more": (
        "{problem}; an '{key}:' line is probably missing: '{key}: {seat} {number}' if {seat} "
        "swapped {seven_card} for the retourne {retourne_card} before leading trick {number} "
        "(or before trick {alternatives})"),
    "hint_exchange_range": (
        "{problem}; an '{key}:' line is probably missing: '{key}: {seat} {number}' if {seat} "
        "swapped {seven_card} for the retourne {retourne_card} before leading trick {number} "
        "(or before any trick from {low} to {high})"),
    "card_not_up": "trick {number}: {seat} has no face-up {card} (face up: {held_cards})",
    "must_follow": "follow {suit}",
    "must_raise": "play a trump higher than {card}",
    "must_beat": "beat {card}",
    "must_overtrump": "overtrump {card}",
    "must_undertrump": "undertrump (play a trump {suit})",
    "must_trump": "trump {suit}",
    "must": "must {rule}",
    "you_must": "you must {rule}",
    "not_in_hand": "{card} is not in the hand",
    "not_in_seat_hand": "{card} is not in {seat}'s hand",
    "card_refused": "{card}: {reason}",
    "coinched_no_bids": "the contract is coinched: no more bids (pass)",
    "coinched_no_bids_or_surcoinche": "the contract is coinched: no more bids (pass or surcoinche)",
    "no_sa_ta": "no bid names SA or TA unless the table plays them (--rule sa_ta=on)",
    "nothing_above_capot": "nothing is above capot: pass or coinche",
    "not_above_last": (
        "{call} is not above the last bid ({last} by {seat}): bid {low} or more, or pass"),
    "nothing_to_coinche": "nothing to coinche: nobody has bid",
    "already_coinched": "the contract is already coinched",
    "own_team_bid": "only an opponent may coinche: {last} is your own team's bid ({seat})",
    "nothing_to_surcoinche": "nothing to surcoinche: the contract is not coinched",
    "only_takers": "only the takers ({team}) may surcoinche",
    "call_not_allowed": "{seat}: {reason}",
    "auction_over": "the auction is over",
    "bidding_over": "the taking is over",
    "take_round1": "in round one you can only take {suit} or pass",
    "take_round2": "in round two name a suit other than {suit} ({retourne_card}), or pass",
    "take_sa_ta_off": "{taken_suit} is taken with the rule sa_ta=on only",
    "deal_over": "the deal is over",
    "action_expected": "{seat}: expected {expected}, not {action}",
    "action_expected_anyone": "expected {expected}, not {action}",
    "not_the_taking": "this is not the taking",
    "take_name_suit": "round two of the taking: name the suit to take, or pass",
    "not_the_auction": "this is not the coinche auction",
    "announce_not_now": "announcements are made before a seat's first card",
    "announce_first": "announcements come before the first card",
    "belote_first": "{seat} says belote or not first: say_belote(True) or say_belote(False)",
    "exchange_first": (
        "{seat} swaps the trump 7 for the retourne or not first: swap(True) or swap(False)"),
    "not_the_play_phase": "this is not the play (phase {phase})",
    "not_the_play": "this is not the play",
    "belote_not_now": "belote is said with the first of king and queen of trump",
    "belote_not_now_second": "belote is said with the second of king and queen of trump",
    "exchange_not_now": "the seven is exchanged by the player about to lead",
    "record_unplayed": "only a finished deal that was played has a record",
    "record_no_tricks": "the tricks of this deal were not kept",
    "match_over": "the match is over",
    "match_below_zero": "{name}: {value} is below 0: a match counts its points and deals from 0",
    "match_deal_unfinished": "the deal is not finished",
    "match_deal_counted": "the deal is counted already",
    "match_copy_counted": (
        "the deal is counted already: this Game is a copy of a finished deal the match "
        "counted"),
    "match_deal_game": "a deal of {game} in a match of {match_game}: a match is played at one game",
    "match_deal_discovery": (
        "the discovery deal is played alone, never in a match: it has no contract and no "
        "belote"),
    "view_not_in_play": (
        "the view of the player to play is in the play only, not in phase {phase}: view(seat) "
        "gives any seat's view"),
    "announce_not_best": (
        "{seat} cannot announce {announced}: the announcements of a hand are those of its "
        "best split, each once"),
    "play_not_started": "the play has not started",
    "play_started": "the play has started on the table",
    "settle_two": "a two-player deal is played on its Game, not by a back-end",
    "verdict_made": "contract {contract}: made, {team} score {points}",
    "verdict_failed": "contract {contract}: failed, {team} score {points}",
    # A position (``belote play --from``: ``dealfile.hands``, ``headers``).
    "hand_score": (
        "'{key}:' gives a position's hands, which 'belote play --from' plays on; 'belote "
        "score' reads a whole deal, its 8 tricks"),
    "hand_many": "more 'hand:' lines than the four seats",
    "hand_empty": "no seat and no card: write the seat, then its 8 cards ('S J♥ 9♥ …')",
    "hand_seat": "{text!r} is no seat: a hand starts with its seat, N E S or W",
    "hand_seat_twice": "the hand of {seat} is given twice (line {line})",
    "hand_card_again": "card {text!r} written twice in the hand of {seat}",
    "hand_card_both": "card {text!r} is already in the hand of {seat} (line {line})",
    "hand_count": "the hand of {seat} has {n} cards, expected 8",
    "hand_count_zero": "the hand of {seat} has {n} cards, expected 8",
    "hand_count_one": "the hand of {seat} has 1 card, expected 8",
    "hand_missing": (
        "no '{key}:' line for {seats}: a position gives the four hands as dealt, 8 cards "
        "each (three of them, the fourth holding the rest)"),
    "position_illegal": "trick {number}: {seat} may not play {card}: {rule}",
    "position_over": (
        "8 tricks: the deal is over, nothing is left to play ('belote score' scores it)"),
    "position_two": "a position is played by four: {game} is not played from a file",
    "position_discovery": (
        "'{word}': the deal without bidding is not played from a position (no contract)"),
    "position_announcements": (
        "announcements are not played from a position: leave out announcements=on and the"
        " 'announce:' lines"),
    "position_piles": "a position gives its tricks, not the piles",
    "position_no_taker": (
        "no '{taker_key}:' line: a position plays a contract, write who took "
        "('{taker_key}: N')"),
    "position_no_contract": (
        "no '{contract_key}:' line: a position of coinche plays a contract "
        "('{contract_key}: 80 H N')"),
    "position_one_deal": "a position is one deal: a second deal starts here",
}

_LANGUAGE_NAMES = {"en": "English", "fr": "French"}
_SUIT_NAMES = {"en": ("spades", "hearts", "diamonds", "clubs"),
               "fr": ("pique", "cœur", "carreau", "trèfle")}


def card(c: int) -> str:
    """``J♥``: a card (an int 0-31) in English, or the int as it is when it is not one."""
    return RANKS[c & 7] + SUITS[c >> 3] if 0 <= c < 32 else str(c)


def suit(s: int) -> str:
    """``♥`` (``SA``, ``TA`` for the contracts without a trump suit)."""
    return SUITS[s] if 0 <= s < len(SUITS) else str(s)


def shown(value: object, number: Callable[[int], str] = repr) -> str:
    """``value`` as a ``repr`` writes it for people (``core.reprs.show``, a ``Reason``'s):
    a ``Seat`` or a ``Team`` by its name, each int but a bool as ``number`` writes it (a
    card ``J♥``, a suit ``♥``), through lists, dicts (their keys as themselves) and tuples,
    one of one item with its comma as Python writes it, ``(J♥,)``; anything else by its
    own ``repr``. Here, below both, since ``reprs`` reads cards through ``cards``, which
    imports ``errors``.

    >>> print(shown(((12,), [1], {"a": 2}), card), shown((12, None, True)))
    ((J♥,), [8♠], {'a': 9♠}) (12, None, True)
    """
    if isinstance(value, enum.Enum):
        return value.name
    if isinstance(value, bool) or not isinstance(value, int | tuple | list | dict):
        return repr(value)
    if isinstance(value, int):
        return number(value)
    if isinstance(value, dict):
        return "{" + ", ".join(f"{shown(k)}: {shown(v, number)}"
                               for k, v in value.items()) + "}"
    items = [shown(v, number) for v in value]
    return "[" + ", ".join(items) + "]" if isinstance(value, list) else tuple_text(items)


def tuple_text(items: list[str]) -> str:
    """A tuple of values already written, as Python writes one: ``(J♥,)`` for one item, so
    that it does not read as the item in brackets; ``()`` for none."""
    return f"({items[0]},)" if len(items) == 1 else "(" + ", ".join(items) + ")"


def one_of(words: list[str], last: str) -> str:
    """The values a choice takes, as a sentence lists them: ``free or required``,
    ``classic, coinche, deux or decouverte`` (French ``classic, coinche, deux ou
    decouverte``): commas between them, the word ``last`` (``or``, ``ou``) before the last.

    >>> one_of(["classic", "coinche", "deux", "decouverte"], "or")
    'classic, coinche, deux or decouverte'
    """
    return f"{', '.join(words[:-1])} {last} {words[-1]}" if len(words) > 1 else "".join(words)


def named(name: str, value: object) -> object:
    """``value`` for an English sentence (see the module's docstring)."""
    if isinstance(value, (str, bool)):
        return value
    if isinstance(value, Wording):
        return value.en
    if isinstance(value, enum.Enum):  # a ``Seat`` or a ``Team``: N, EW
        return value.name
    if isinstance(value, int):
        if name == "card" or name.endswith("_card"):
            return card(value)
        if name == "suit" or name.endswith("_suit"):
            return suit(value)
        return value
    if name == "announced":  # an announcement as a deal file writes it: ``cent K♠ 6``
        symbols = getattr(value, "symbols", None)
        if callable(symbols):
            return symbols()
    code = getattr(value, "code", None)
    params = getattr(value, "params", None)
    if isinstance(code, str) and isinstance(params, Mapping):  # a nested ``Reason``
        return sentence(code, params)
    thing = _thing(value)
    if thing is not None:
        return thing
    if isinstance(value, Iterable):
        items = list(value)
        if name == "cards" or name.endswith("_cards"):
            return " ".join(card(c) for c in items)
        if name == "alternatives":
            return one_of([str(v) for v in items], "or")
        return (", " if name == "declarations" else " ").join(
            str(named(name, v)) for v in items)
    return value


def _level(level: object) -> str:
    return "capot" if level == CAPOT else str(level)


def _thing(value: object) -> str | None:
    """A bid, a call, a contract or an announcement as the catalogue's English names it
    (``W takes ♥``, ``90 ♥``, ``110 ♥ by N, coinched``, ``tierce A♥``, ``N carré J``), known
    by its fields (``core.bidding``, ``core.coinche`` and ``core.announcements`` import this
    layer, not the other way round); None for anything else."""
    fields = {name: getattr(value, name) for name in (
        "kind", "seat", "round", "suit", "level", "taker", "multiplier", "top", "length",
        "announcement") if hasattr(value, name)}
    kind = fields.get("kind")
    if {"seat", "announcement"} <= fields.keys():  # a declaration
        return f"{named('seat', fields['seat'])} {_thing(fields['announcement'])}"
    if {"kind", "top", "length"} <= fields.keys():  # an announcement
        top = fields["top"]
        if not isinstance(top, int):
            return None
        if kind == "carre":
            return f"carré {RANKS[top & 7]}"
        length = fields["length"]
        cards = f" ({length} cards)" if kind == "cent" and isinstance(length, int) and (
            length > 5) else ""
        return f"{kind} {card(top)}{cards}"
    if {"seat", "round", "suit"} <= fields.keys():  # a bid of the classic taking
        taken = fields["suit"]
        seat = named("seat", fields["seat"])
        return f"{seat} passes" if taken is None else f"{seat} takes {named('suit', taken)}"
    if {"level", "suit", "taker", "multiplier"} <= fields.keys():  # a coinche contract
        multiplier = fields["multiplier"]
        return (f"{_level(fields['level'])} {named('suit', fields['suit'])} by "
                f"{named('seat', fields['taker'])}"
                + {2: ", coinched", 4: ", surcoinched"}.get(
                    multiplier if isinstance(multiplier, int) else 1, ""))
    if {"kind", "level", "suit"} <= fields.keys():  # a call of the coinche auction
        if kind == "bid":
            return f"{_level(fields['level'])} {named('suit', fields['suit'])}"
        return "pass" if kind == "pass" else str(kind)
    return None


def _suit_letter(code: str, params: Mapping[str, object]) -> str:
    # A suit letter that the language read does not give, or that two languages read
    # differently where the file does not say its language.
    text, letter = repr(params.get("text")), params.get("letter")
    what = "card" if params.get("what") == "card" else "suit"
    readings = params.get("readings")
    readings = readings if isinstance(readings, Mapping) else {}

    def meaning(code: object, s: object) -> str:
        names = _SUIT_NAMES.get(str(code), _SUIT_NAMES["en"])
        return names[s] if isinstance(s, int) and 0 <= s < 4 else str(s)

    if code == "foreign_letter":
        read, other = str(params.get("lang")), str(params.get("other"))
        return (f"unknown {what} {text}: {letter} is not a suit letter in "
                f"{_LANGUAGE_NAMES.get(read, read)} ({params.get('letters')}); in "
                f"{_LANGUAGE_NAMES.get(other, other)}, {letter} is "
                f"{meaning(other, readings.get(other))}"
                + (f" (if the file is written in {_LANGUAGE_NAMES.get(other, other)}, write "
                   f"'{params['lang_line']}' in its header)" if params.get("lang_line")
                   else ""))
    meanings = " and ".join(f"{meaning(lang, s)} in {_LANGUAGE_NAMES.get(lang, lang)}"
                            for lang, s in readings.items())
    if code == "two_readings" and params.get("by") == "lang":  # parse_card(text, None)
        return (f"{what} {text}: {letter} is {meanings}, and lang=None reads both: give "
                f"lang='en' or lang='fr'")
    if code == "two_readings":
        return (f"{what} {text}: {letter} is {meanings}, and the file does not say its "
                f"language (add 'lang: en' or 'langue: fr')")
    has = WHOSE_KEYS.get(str(params.get("keys")), WHOSE_KEYS["file"])
    return (f"{text}: {letter} is {meanings}, and {has} English keys (line "
            f"{params.get('en_line')}) and French keys (line {params.get('fr_line')}): say "
            f"which with 'lang: en' or 'langue: fr'")


#: Who has the keys a ``two_readings_mixed`` problem names (``Collector.mixed_keys``): the
#: file, the deal's own in a file of several, or the deal before that a deal with no key
#: is read by.
WHOSE_KEYS = {
    "file": "this file has", "deal": "this deal has",
    "before": "this deal, with no key of its own, is read as the deal before it with"}


def sentence(code: str, params: Mapping[str, object]) -> str:
    """The English sentence of ``code`` and its values; a code without one reads as the
    code and its values (``some_code (text='…')``), never an error."""
    if code in ("foreign_letter", "two_readings", "two_readings_mixed"):
        return _suit_letter(code, params)
    template = ENGLISH.get(code)
    values = {name: named(name, counted(code, name, value)) for name, value in params.items()}
    if template is not None:
        try:
            text = template.format(**values)
        except (KeyError, IndexError, ValueError):
            template = None
        else:
            return "must " + text if code in OBLIGATIONS else text
    shown = ", ".join(f"{name}={value!r}" for name, value in values.items())
    return f"{code} ({shown})" if shown else code
