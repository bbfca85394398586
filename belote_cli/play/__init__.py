"""The terminal play sessions of ``belote play``: what both kinds of table do (``session``:
the line read, the words of every prompt, the seeds, the tally and the match's totals),
four players (``interactive``: classic, coinche, announcements, the deal without bidding)
and two (``interactive_deux``: belote à deux and découverte).

A session reads lines and writes text through the functions it is given: the command line
(``cli.commands.play``) hands it the terminal.
"""
