"""``core.lines.wrapped``, the rule that keeps a line within 80 columns: ``simulate``'s and
``score``'s reports, and every line ``belote play`` prints through a pipe. The expected
lines are written by hand from the rule: a line that fits is left as it is; a longer one
breaks at a plain space, the lines after the first after four blanks, never inside a
numbered menu's item, a bid, or a command to copy."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from belote_cli.cli import app
from belote_cli.core.lines import wrapped

NBSP = "\u00a0"


def test_a_line_that_fits_is_left_byte_for_byte() -> None:
    line = "Your hand (* trump ♦): 1) 10♦*  2) K♦*  3) 8♦*  4) A♠  5) J♠  6) K♥  7) Q♥"
    assert len(line) == 74
    assert wrapped(line, items=True) == [line]
    table = "                   NS    EW"
    assert wrapped(table) == [table]
    exactly = "x" * 78 + " y"
    assert wrapped(exactly) == [exactly]


def test_a_hand_of_eight_numbered_cards_breaks_between_two_items() -> None:
    # 82 columns: seven cards fit the first line, but the eighth does not go down alone:
    # the seventh goes with it, each number with its card, the two spaces before the
    # break dropped.
    line = "Your hand (* trump ♥): 1) 10♥*  2) Q♥*  3) 7♥*  4) J♠  5) 9♠  6) A♦  7) K♦  8) 10♣"
    assert len(line) == 82
    assert wrapped(line, items=True) == [
        "Your hand (* trump ♥): 1) 10♥*  2) Q♥*  3) 7♥*  4) J♠  5) 9♠  6) A♦",
        "    7) K♦  8) 10♣",
    ]
    # Narrower, the number still stays with its card; the last card stays alone where
    # the line before has only two, which it keeps.
    assert wrapped("Your hand: 1) 10♦*  2) K♦*  3) 8♦*  4) A♠", width=24, items=True) == [
        "Your hand: 1) 10♦*",
        "    2) K♦*  3) 8♦*",
        "    4) A♠",
    ]


def test_a_french_hand_keeps_its_no_break_spaces() -> None:
    line = (f"Votre main (* atout ♦){NBSP}: 1) 10♦*  2) R♦*  3) 8♦*  4) A♠  5) V♠  6) R♥  "
            "7) D♥  8) V♣")
    assert len(line) == 83
    assert wrapped(line, items=True) == [
        f"Votre main (* atout ♦){NBSP}: 1) 10♦*  2) R♦*  3) 8♦*  4) A♠  5) V♠  6) R♥",
        "    7) D♥  8) V♣",
    ]
    # Never broken at a no-break space: ``échec :`` stays whole.
    assert wrapped(f"le contrat est en échec{NBSP}: il manque des points", width=26) == [
        f"le contrat est en échec{NBSP}:",
        "    il manque des points",
    ]


def test_a_coinche_menu_keeps_each_call_whole() -> None:
    line = ("Your call? 1) pass  2) 110 ♠  3) 110 ♥  4) 110 ♦  5) 110 ♣  6) coinche; or a "
            "higher bid: 120–160 or capot with a suit (e.g. 120 ♥)")
    assert wrapped(line, items=True) == [
        "Your call? 1) pass  2) 110 ♠  3) 110 ♥  4) 110 ♦  5) 110 ♣  6) coinche; or a",
        "    higher bid: 120–160 or capot with a suit (e.g. 120 ♥)",
    ]
    # At 40 columns each call, number, level and suit, goes whole to the next line.
    assert wrapped(line, width=40, items=True) == [
        "Your call? 1) pass  2) 110 ♠  3) 110 ♥",
        "    4) 110 ♦  5) 110 ♣  6) coinche; or a",
        "    higher bid: 120–160 or capot with a",
        "    suit (e.g. 120 ♥)",
    ]
    french = (f"Votre enchère{NBSP}? 1) passe  2) 80 ♠  3) 80 ♥  4) 80 ♦  5) 80 ♣{NBSP}; ou "
              f"une enchère plus haute{NBSP}: 90–160 ou capot avec l'atout (ex. 90 ♥)")
    assert wrapped(french, width=36, items=True) == [
        f"Votre enchère{NBSP}? 1) passe  2) 80 ♠",
        f"    3) 80 ♥  4) 80 ♦  5) 80 ♣{NBSP}; ou",
        f"    une enchère plus haute{NBSP}: 90–160",
        "    ou capot avec l'atout (ex. 90 ♥)",
    ]



def test_without_items_a_report_breaks_between_any_two_words_as_before() -> None:
    # simulate's and score's lines: a number may begin a continuation (score's litige
    # verdict), and no two words are held together but a command to copy or an interval.
    line = "litige: 91–91, trick points and belote together (contract=total); EW score 91 now"
    assert wrapped(line, width=75) == [
        "litige: 91–91, trick points and belote together (contract=total); EW score",
        "    91 now",
    ]
    assert wrapped(line, width=75, items=True) == [
        "litige: 91–91, trick points and belote together (contract=total); EW",
        "    score 91 now",
    ]

def test_a_command_to_copy_stays_whole() -> None:
    line = ("Deal 1: dealer E (seed 921976; alone: belote play --seed 921976 --dealer E "
            "--rule variant=coinche)")
    assert wrapped(line) == [
        "Deal 1: dealer E (seed 921976; alone:",
        "    belote play --seed 921976 --dealer E --rule variant=coinche)",
    ]
    # The command ends at its word that closes the bracket: the rest breaks as words do.
    review = ("Review of deal 1, your cards against perfect play, all hands open (as belote score "
              "--analyze): each card, the best card and what the difference cost")
    assert wrapped(review) == [
        "Review of deal 1, your cards against perfect play, all hands open (as",
        "    belote score --analyze): each card, the best card and what the",
        "    difference cost",
    ]


def test_a_sentence_does_not_end_with_a_word_alone_on_its_last_line() -> None:
    # The last word goes down with the one before it where the line before keeps two words
    # or more: French simulate's round-two line ended in '    avant)' alone.
    line = ("le second tour vient à S dans 113 donnes sur 200 (87 écartées\xa0: quelqu'un a "
            "pris avant)")
    assert wrapped(line) == [
        "le second tour vient à S dans 113 donnes sur 200 (87 écartées\xa0: quelqu'un a",
        "    pris avant)",
    ]
    assert wrapped("one two three four", width=14) == ["one two", "    three four"]
    # In play's lines too, a sentence after a menu's choices.
    assert wrapped("Réponse inconnue 'zz'\xa0: tapez un numéro (1-8), une carte comme 10♥ ou VP, "
                   "ou aide.", items=True) == [
        "Réponse inconnue 'zz'\xa0: tapez un numéro (1-8), une carte comme 10♥ ou VP,",
        "    ou aide.",
    ]
    # Not where the line before would keep one word, nor where the two do not fit, nor
    # for words held together already ('(dealer E).'), nor a menu's last item.
    assert wrapped("alpha beta", width=6) == ["alpha", "    beta"]
    assert wrapped("a bbbbbbbbbb cccccccccc", width=14) == ["a bbbbbbbbbb", "    cccccccccc"]
    assert wrapped("You take the retourne 10♦ and receive J♠ 8♦ from the rest of the deck "
                   "(dealer E).", items=True) == [
        "You take the retourne 10♦ and receive J♠ 8♦ from the rest of the deck",
        "    (dealer E).",
    ]


def test_a_command_longer_than_a_line_breaks_before_an_option_as_a_shell_reads_it() -> None:
    line = ("Deal 1: dealer E (seed 921976; alone: belote play --seed 921976 --dealer E "
            "--rule announcements=on --rule variant=coinche --rule sa_ta=on)")
    assert wrapped(line) == [
        "Deal 1: dealer E (seed 921976; alone: belote play --seed 921976 --dealer E \\",
        "    --rule announcements=on --rule variant=coinche --rule sa_ta=on)",
    ]


def test_a_line_that_begins_with_blanks_keeps_them() -> None:
    line = ("  should you take? J♠ 7♥ 8♦ 9♣ 8♣, retourne Q♣, dealer S: of 1,000 simulated "
            "deals, the 471 where the retourne came to you")
    assert wrapped(line) == [
        "  should you take? J♠ 7♥ 8♦ 9♣ 8♣, retourne Q♣, dealer S: of 1,000 simulated",
        "    deals, the 471 where the retourne came to you",
    ]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_piped_match_with_three_rules_fits_80_columns_and_keeps_its_commands(
        lang: str) -> None:
    # The deal header of a coinche match with announcements and sans atout names a
    # command of 98 characters: broken before an option, after a `` \``, which a shell
    # reads as one command.
    result = CliRunner().invoke(app, ["play", "--seed", "6", "--match", "--lang", lang,
                                      "-r", "variant=coinche", "-r", "announcements=on",
                                      "-r", "sa_ta=on"], input="1\n" * 400 + "quit\n")
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert [line for line in lines if len(line) > 80] == []
    # In French, ended by --lang fr: the deal replayed in French wherever it is typed.
    command = ("belote play --seed 921976 --dealer E --rule announcements=on "
               "--rule variant=coinche --rule sa_ta=on" + " --lang fr" * (lang == "fr") + ")")
    at = next(n for n, line in enumerate(lines) if "--seed 921976" in line)
    assert lines[at].endswith(" \\") and lines[at + 1].startswith("    --rule")
    assert (lines[at][:-2] + " " + lines[at + 1].strip()).endswith(command)


def test_a_command_that_just_fits_a_line_of_its_own_is_not_broken() -> None:
    # 'belote play --seed 5 --dealer E' is 31 columns: after four blanks, 35. At 35 it goes
    # down whole; at 34 it does not fit a line of its own, and breaks before --dealer, the
    # line ending in ' \'.
    line = "see: belote play --seed 5 --dealer E"
    assert len(line) == 36
    assert wrapped(line, width=35) == ["see:", "    belote play --seed 5 --dealer E"]
    assert wrapped(line, width=34) == ["see: belote play --seed 5 \\", "    --dealer E"]


def test_a_command_at_the_start_of_the_line_breaks_as_a_shell_reads_it() -> None:
    # The command is the line's first word: broken before --dealer (20 + 1 + 10 + 2 for
    # the ' \' passes 30), the first line still ends in ' \'.
    assert wrapped("belote play --seed 5 --dealer E --rule sa_ta=on", width=30) == [
        "belote play --seed 5 \\",
        "    --dealer E --rule sa_ta=on",
    ]


def test_a_word_longer_than_the_line_alone_with_items() -> None:
    # A seed of a hundred digits, one word: a line of its own, as it is, in play's lines too.
    seed = "9" * 100
    assert wrapped(seed, items=True) == [seed]
    assert wrapped(seed) == [seed]


def test_a_seat_kept_with_its_word_counts_as_one_piece_for_the_last_word() -> None:
    # 'Dealer N,' is one piece (a seat stays with the word before it), so the line before
    # the last would keep one piece if 'you' went down with 'lead': 'lead' stays alone.
    assert wrapped("Dealer N, you lead", width=15, items=True) == ["Dealer N, you", "    lead"]


def test_a_menu_item_of_words_stays_whole_to_its_stop() -> None:
    # '2) say belote.' is one item: its words after the number kept with it, the last one
    # too though it ends with a stop (29 columns, at 25 the item goes down whole).
    assert wrapped("Menu: 1) pass  2) say belote.", width=25, items=True) == [
        "Menu: 1) pass",
        "    2) say belote.",
    ]


def test_the_first_item_is_the_one_after_the_first_two_blanks() -> None:
    # The first two blanks are before '1)': the item '1) aa bb' (three words at most), and
    # 'cc' is a word of its own, not taken back into it as a first item would be from the
    # '2)' after it. At 13 columns 'x  1) aa bb' (11) fits, 'cc' goes down.
    assert wrapped("x  1) aa bb cc  2) dd", width=13, items=True) == [
        "x  1) aa bb",
        "    cc  2) dd",
    ]


def test_the_last_item_goes_down_with_an_item_only_two_blanks_apart() -> None:
    # Pieces 'a: 1) bb', '  2) cc;', ' dd', '  3) ee': the one before the last is a word a
    # single blank apart, not an item, so '3) ee' stays alone on the last line (26 columns
    # broken at 20).
    assert wrapped("a: 1) bb  2) cc; dd  3) ee", width=20, items=True) == [
        "a: 1) bb  2) cc; dd",
        "    3) ee",
    ]


def test_the_word_that_goes_down_takes_its_one_blank_off_the_line_before() -> None:
    # 'four' alone would end the line: 'three' goes down with it, and the line before loses
    # 'three' and the one blank before it, keeping 'one  two' with its two blanks.
    assert wrapped("one  two three four", width=15) == ["one  two", "    three four"]


def test_a_line_that_ends_in_belote_and_a_command_is_no_command_to_copy() -> None:
    # 'belote play' with no option after it ends the line: no command to copy (it begins
    # 'belote play --'), the words broken as any others. At 20 columns 'to replay the
    # deal,' (19) is the first line, and 'type belote play' (16) after four blanks fills
    # the second exactly.
    assert wrapped("to replay the deal, type belote play", width=20) == [
        "to replay the deal,",
        "    type belote play",
    ]
    assert wrapped("to replay the deal, type belote", width=20) == [
        "to replay the deal,",
        "    type belote",
    ]


def test_a_command_at_the_start_of_the_line_is_measured_to_its_last_value() -> None:
    # 'belote play --seed 5 --dealer E --rule sa_ta=on' is 47 columns, 51 after four
    # blanks: it does not fit a line of its own at 44 (without its last value 'sa_ta=on'
    # it would, 42), so it breaks before its last option, the first line ending in ' \'.
    line = "belote play --seed 5 --dealer E --rule sa_ta=on"
    assert len(line) == 47
    assert wrapped(line, width=44) == [
        "belote play --seed 5 --dealer E \\",
        "    --rule sa_ta=on",
    ]


def test_the_first_item_keeps_its_words_with_its_number() -> None:
    # '1) tout atout' is the first item (the two blanks come after it): it starts at the
    # word after the stop before it ('enter:', _glued's comment), its number not kept
    # with 'enter:' as a figure is. At 36 columns 'Pick one, then press enter:' (27)
    # cannot take it (41), so it goes down whole, '2) pass' after it (4 + 24); 'tout' is
    # not left on the first line without 'atout'.
    assert wrapped("Pick one, then press enter: 1) tout atout  2) pass", width=36,
                   items=True) == [
        "Pick one, then press enter:",
        "    1) tout atout  2) pass",
    ]
    # The same at 20 columns: the question stays whole and alone, the first item under
    # it (17), the second on a line of its own (11); neither line passes the width.
    assert wrapped("Your call? 1) tout atout  2) pass", width=20, items=True) == [
        "Your call?", "    1) tout atout", "    2) pass"]
    # A hand's menu after '(* trump ♥):': the bracket is closed, so '1)' numbers the
    # first card and goes down with it, not with 'trump ♥):'.
    assert wrapped("Your hand (* trump ♥): 1) J♥*  2) 8♥*  3) 7♥*", width=24,
                   items=True) == ["Your hand (* trump ♥):", "    1) J♥*  2) 8♥*",
                                   "    3) 7♥*"]
    # Inside an open bracket a number before ')' closes it: '(seed 3)' stays whole.
    assert wrapped("Deal 1: dealer E (seed 3) and more words here to wrap", width=24,
                   items=True) == ["Deal 1: dealer E", "    (seed 3) and more",
                                   "    words here to wrap"]


def test_an_interval_stays_whole_with_items_or_without() -> None:
    # The review's verdict of a bid: its 95% interval goes down whole where it does not
    # fit, never '[-42.64,' at one line's end and '-28.20]:' at the next one's start.
    line = "margin per deal: -35.42, 95% interval [-42.64, -28.20]: pass"
    assert wrapped(line, width=48) == [
        "margin per deal: -35.42, 95% interval",   # 37 columns, '[-42.64,' fits (46)
        "    [-42.64, -28.20]: pass",
    ]
    # With items (belote play's lines) a number also keeps the word before it: the
    # interval goes down with 'interval'.
    assert wrapped(line, width=48, items=True) == [
        "margin per deal: -35.42, 95%",
        "    interval [-42.64, -28.20]: pass",
    ]
    # French: the no-break spaces before ';', ':' and '%' (french_spaces), the line
    # broken after its plain spaces only: '[-42,64 ;' fitted the first line (53 of 54).
    french = (f"écart par donne{NBSP}: -35,42, intervalle à 95{NBSP}% "
              f"[-42,64{NBSP}; -28,20]{NBSP}: passer")
    assert wrapped(french, width=54) == [
        f"écart par donne{NBSP}: -35,42, intervalle à 95{NBSP}%",
        f"    [-42,64{NBSP}; -28,20]{NBSP}: passer",
    ]


def test_the_words_after_a_command_that_fits_are_no_part_of_it() -> None:
    # 'belote play --seed 5 --dealer E)' ends at its bracket and fits a line of its own
    # (4 + 32 columns), so it is not broken, and the words after it are plain words: at
    # 52 columns 'Deal 1 (alone: belote play --seed 5 --dealer E) and' fills the first
    # line exactly, 'then' goes down with no ' \' (it is no option of the command).
    line = "Deal 1 (alone: belote play --seed 5 --dealer E) and then some more words of text"
    assert wrapped(line, width=52) == [
        "Deal 1 (alone: belote play --seed 5 --dealer E) and",
        "    then some more words of text",
    ]
    # At 40 the command goes down whole after 'Deal 1 (alone:', 'and' after it (40).
    assert wrapped(line, width=40) == [
        "Deal 1 (alone:",
        "    belote play --seed 5 --dealer E) and",
        "    then some more words of text",
    ]


def test_the_option_before_the_last_leaves_room_for_its_backslash() -> None:
    # 'x --seed t --start 4' is 20 columns, 22 with the ' \' that must end it when
    # '--deals 1' goes down: at 21 columns it does not fit, so the line breaks before
    # '--start' as well, each line within 21.
    assert wrapped("x --seed t --start 4 --deals 1", width=21) == [
        "x --seed t \\",
        "    --start 4 \\",
        "    --deals 1",
    ]
    # At 22 the first line holds it exactly.
    assert wrapped("x --seed t --start 4 --deals 1", width=22) == [
        "x --seed t --start 4 \\",
        "    --deals 1",
    ]
