"""The review after a deal of ``belote play`` worded for people (the texts are the
catalogue's, ``texts.review``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.cards import SUITS
from ..core.coinche import CAPOT, Call, level_name
from ..core.seats import Seat, Team
from ..simulation.config import CHOICES
from . import decimal_text, grouped, name_of, points_unit, say
from .review_lines import capot_line, contract_line, review_lines

if TYPE_CHECKING:
    from ..play.coinche_hint import CallFigures, LevelFigures
    from ..play.deal_review import (
        BidJudgement,
        CallJudgement,
        PlayerReview,
        RoundTwoFigures,
        RoundTwoJudgement,
        TakingFigures,
    )


def player_review_lines(review: PlayerReview, number: int, lang: str = "en") -> list[str]:
    """The review of deal ``number`` for the player: each of their cards with the best
    card and what it cost, a card that gave up the capot or let the other side make it,
    or changed the contract's result, in the words of ``score --analyze`` (``capot_line``,
    ``contract_line``), its figures (perfect play, as played), the total cost, and the
    bidding judged by simulation. A position's tricks from its file (``--from``) are said
    not judged, in one line, and left out of the costs; its head line gives perfect play
    from the position, the file's tricks counted as they fell."""
    deal = review.deal
    out = [say("play_review_head", lang, n=number)]
    if review.position is None:
        out.append(review_lines(deal, lang)[0])
    else:  # a position's: perfect play from it, the file's tricks as they fell
        out.append(say("play_review_position", lang, ns=review.position[0],
                       ew=review.position[1], first=review.first,
                       ns_played=deal.actual[0], ew_played=deal.actual[1]))
    if review.first == 2:
        out.append(say("play_review_file_one", lang))
    elif review.first > 2:
        out.append(say("play_review_file", lang, last=review.first - 1))
    for p in review.cards:
        key = ("play_review_revoke" if not p.legal else "play_review_forced" if p.forced
               else "play_review_card")
        if key != "play_review_forced" and len(p.best) > 1:
            key += "_many"  # French: meilleurs coups
        out.append(say(key, lang,
                       trick=p.trick, card=p.card, best_cards=p.best, loss=p.loss,
                       unit=points_unit(p.loss, lang)))
        if p.capot is not None:
            out.append(capot_line(p, deal.sides, lang, "play_review_"))
        if p.result is not None:
            out.append(contract_line(p, deal.sides, lang, "play_review_"))
    costs = deal.cost if review.team_cost is None else review.team_cost
    one = "_one" if review.cost == 1 or (lang == "fr" and review.cost == 0) else ""
    if deal.sides == ("S", "N"):
        out.append(say(f"play_review_cost_two{one}", lang, cost=review.cost,
                       other_cost=costs[1]))
    else:
        out.append(say(f"play_review_cost{one}", lang, cost=review.cost,
                       team=Team.NS, team_cost=costs[0], other=Team.EW,
                       other_cost=costs[1]))
    bid = review.bid
    if review.no_bid == "coinche":
        out.extend(_calls_lines(review.calls, lang))
        return out
    if bid is None:
        out.append(say(f"play_review_no_bid_{review.no_bid}", lang))
        return out
    if bid.decision == "take":
        out.append(say("play_review_took", lang, suit=bid.retourne >> 3))
    elif bid.decision == "pass" and bid.named is not None:
        out.append(say("play_review_passed_named", lang, suit=bid.named))
    elif bid.decision == "pass" and bid.second is not None:
        out.append(say("play_review_passed_twice", lang))
    elif bid.decision == "pass":
        out.append(say("play_review_passed", lang))
    else:
        assert bid.taker is not None
        out.append(say("play_review_before", lang, seat=bid.taker))
    out.append(_should_line(bid.hand, bid.retourne, bid.dealer, bid, lang))
    if bid.second is not None:
        out.extend(_round_two_lines(bid.second, lang))
    return out


def _calls_lines(calls: tuple[CallJudgement, ...], lang: str) -> list[str]:
    """The player's calls of a coinche auction judged, as ``hint`` at each call judges
    them: a head, then a line a call: the call made, the best of those judged and the
    margin per deal given up against it with its 95% interval, or that it is the best;
    no advice where too few deals fit the calls heard (as the hint gives none); the only
    call open; past the first judged, not judged."""
    judged = [c.figures for c in calls if c.figures is not None]
    out = [say("play_review_calls", lang, deals=grouped(judged[0].deals, lang))
           if judged else say("play_review_calls_none", lang)]
    most = len(judged)
    for c in calls:
        made = name_of(c.made, lang)
        figures = c.figures
        if c.forced:
            out.append(say("play_review_call_forced", lang, n=c.number, call=made))
        elif figures is None:
            out.append(say("play_review_call_not_judged", lang, n=c.number, call=made,
                           most=most))
        elif figures.verdict == "no advice":
            out.append(say("play_review_call_rare", lang, n=c.number, call=made,
                           fitting=grouped(figures.fitting, lang),
                           deals=grouped(figures.deals, lang)))
        elif figures.best is None or figures.best == c.made:
            out.append(say("play_review_call_best", lang, n=c.number, call=made))
        else:
            best = figures.best
            out.append(say("play_review_call", lang, n=c.number, call=made,
                           best=(say("hint_call_bid", lang, bid=name_of(best, lang))
                                 if best.kind == "bid"
                                 else say(f"hint_call_verdict_{best.kind}", lang)
                                 if best.kind != "pass"
                                 else say("play_review_verdict_pass", lang)),
                           mean=_signed(figures.given, lang),
                           low=_signed(figures.given_low, lang),
                           high=_signed(figures.given_high, lang)))
    return out


def taking_hint_lines(hand: tuple[int, ...], retourne: int, dealer: Seat,
                      taking: TakingFigures, lang: str = "en") -> list[str]:
    """``hint`` at round one of the taking: the verdict, then the review's line on the
    taking (the same simulation, the same seed: the review after the deal says the same)."""
    verdict = ("not_judged" if not taking.reached else taking.verdict)
    return [say("hint_taking", lang, verdict=say(f"play_review_verdict_{verdict}", lang)),
            _should_line(hand, retourne, dealer, taking, lang)]


def round_two_hint_lines(second: RoundTwoFigures, lang: str = "en") -> list[str]:
    """``hint`` at round two of the taking: the verdict, then the review's line on round
    two (each choice's margin)."""
    choice = CHOICES.get(second.verdict)
    said = (say("play_review_verdict_not_judged", lang) if not second.reached
            else say(f"play_review_verdict_{second.verdict}", lang) if choice is None
            else _choice(choice, lang))
    return [say("hint_taking", lang, verdict=said), _round_two_line(second, lang)]


def call_hint_lines(figures: CallFigures, lang: str = "en") -> list[str]:
    """``hint`` at a call of the coinche auction: the verdict, a line saying once what
    the denominations' figures are, then a short block for each denomination taken by the
    user's team (its trick points, then each open level: the share of deals made and the
    margin, up to the first made in under ``UNDER`` of the deals and the best bid's, the
    rest summed up in a few words), passing against the best bid, and where the user may
    coinche (surcoinche), its figures against passing. Where too few deals fit the calls
    heard (``coinche_hint.FIT_LEAST``), no advice: the head says how many fit, the
    figures follow."""
    double = figures.double
    if (figures.level is None or figures.kind is None) and double is None:
        return [say("hint_call_no_bid", lang)]
    bid = ("" if figures.level is None or figures.kind is None
           else name_of(Call.bid(figures.level, figures.kind), lang))
    rare = figures.verdict == "no advice"
    verdict = (say("hint_call_bid", lang, bid=bid) if figures.verdict == "bid"
               else say(f"hint_call_verdict_{figures.verdict}", lang)
               if figures.verdict in (double, "no advice")
               else say(f"play_review_verdict_{figures.verdict}", lang))
    counts = {"deals": grouped(figures.deals, lang), "fitting": grouped(figures.fitting, lang)}
    # Too few deals fit the calls heard: the head says so, where the verdict stands.
    head = say("hint_call_rare", lang, **counts) if rare else verdict
    # The user opening the auction heard no call: the deals are random, nothing to fit.
    out = [say("hint_call" if figures.heard else "hint_call_first", lang, verdict=head,
               dealings=grouped(figures.dealings, lang), **counts)]
    if figures.kinds:
        out.append(say("hint_call_kinds_sa_ta" if len(figures.kinds) > len(SUITS)
                       else "hint_call_kinds", lang))
    for kind in figures.kinds:
        shown = _levels_shown(kind.levels, figures.level if kind.kind == figures.kind
                              else None)
        items = [say("hint_call_level_capot" if f.level == CAPOT else "hint_call_level", lang,
                     level=level_name(f.level), made=_percent(f.made, lang),
                     made_low=_percent(f.made_low, lang),
                     made_high=_percent(f.made_high, lang), margin=_signed(f.margin, lang))
                 for f in kind.levels[:shown]]
        if shown < len(kind.levels):
            first = kind.levels[shown].level
            items.append(say("hint_call_capot_under" if first == CAPOT
                             else "hint_call_levels_under", lang, level=level_name(first),
                             share=_percent(UNDER, lang, ",.0f")))
        levels = ", ".join(items)
        out.append(say("hint_call_kind", lang, suit=kind.kind,
                       points=decimal_text(kind.points, ",.2f", lang),
                       low=decimal_text(kind.low, ",.2f", lang),
                       high=decimal_text(kind.high, ",.2f", lang), levels=levels))
    out.append(say("hint_call_pass_alone", lang, passing=_signed(figures.passing, lang)))
    if bid:
        out.append(say("hint_call_called" if double else "hint_call_called_verdict", lang,
                       bid=bid, stands=_percent(figures.stands, lang),
                       called=_signed(figures.called, lang),
                       mean=_signed(figures.mean, lang), low=_signed(figures.low, lang),
                       high=_signed(figures.high, lang), verdict=verdict))
    if double is None:
        return out
    out.append(say(f"hint_call_{double}", lang, made=_percent(figures.double_made, lang),
                   margin=_signed(figures.double_margin, lang),
                   mean=_signed(figures.double_mean, lang),
                   low=_signed(figures.double_low, lang),
                   high=_signed(figures.double_high, lang), verdict=verdict))
    return out


#: ``hint`` at a coinche call shows a denomination's levels up to the first made in
#: under this share of the deals (every higher level is made in fewer: a level's trick
#: points make the levels below it), and sums up the rest in a few words (``from 130 to
#: capot: under 5%``); the best bid's level is always shown.
UNDER = 0.05


def _levels_shown(levels: tuple[LevelFigures, ...], best: int | None) -> int:
    """How many of ``levels`` (80 up to capot) ``hint`` at a coinche call shows: up to the
    first from which each level is made in under ``UNDER`` of the deals, and at least up
    to level ``best`` (the best bid's, at its denomination)."""
    shown = len(levels)
    while shown > 1 and levels[shown - 2].made < UNDER:
        shown -= 1
    at_best = [n + 1 for n, f in enumerate(levels) if f.level == best]
    return max([shown, *at_best])


def _percent(share: float, lang: str, form: str = ",.1f") -> str:
    """A share in percent to a tenth (``form``): ``72.5%``; French ``72,5 %`` (a no-break
    space before %), as ``belote simulate`` writes its rates."""
    return decimal_text(100 * share, form, lang) + ("\u00a0%" if lang == "fr" else "%")


def _should_line(hand: tuple[int, ...], retourne: int, dealer: Seat,
                 taking: BidJudgement | TakingFigures, lang: str) -> str:
    """The taking judged: taking minus passing over the simulated deals. Where the
    retourne came to the player in no simulated deal, no figure; in one, no interval (one
    deal has no spread to measure); where some were left out, how many are judged: as
    round two's line."""
    key = ("play_review_should_none" if not taking.reached
           else "play_review_should_one" if taking.reached == 1
           else "play_review_should_some" if taking.reached < taking.deals
           else "play_review_should")
    return say(key, lang, cards=hand, retourne_card=retourne,
               dealer=dealer, deals=grouped(taking.deals, lang),
               reached=grouped(taking.reached, lang),
               mean=_signed(taking.mean, lang),
               low=_signed(taking.low, lang), high=_signed(taking.high, lang),
               verdict=say(f"play_review_verdict_{taking.verdict}", lang))


def _round_two_line(second: RoundTwoJudgement | RoundTwoFigures, lang: str) -> str:
    """Round two judged: every choice's margin and the verdict. Where round two came to
    the player in no simulated deal, no figure; in one, no interval (one deal has no spread
    to measure)."""
    if not second.reached:
        return say("play_review_round_two_none", lang, deals=grouped(second.deals, lang))
    one = second.reached == 1
    choices = ", ".join(
        say("play_review_choice_one" if one else "play_review_choice", lang,
            choice=_choice(f.choice, lang), mean=_signed(f.mean, lang),
            low=_signed(f.low, lang), high=_signed(f.high, lang))
        for f in second.choices)
    verdict = CHOICES.get(second.verdict)
    return say("play_review_round_two_one" if one else "play_review_round_two", lang,
               reached=grouped(second.reached, lang),
               deals=grouped(second.deals, lang),
               choices=choices,
               verdict=(say(f"play_review_verdict_{second.verdict}", lang) if verdict is None
                        else _choice(verdict, lang)))


def _round_two_lines(second: RoundTwoJudgement, lang: str) -> list[str]:
    """Round two judged (``_round_two_line``), then the player's choice against the best
    other one."""
    if not second.reached:
        return [_round_two_line(second, lang)]
    one = second.reached == 1
    return [
        _round_two_line(second, lang),
        say("play_review_choice_minus_one" if one else "play_review_choice_minus", lang,
            choice=_choice(second.choice, lang), other=_choice(second.other, lang),
            mean=_signed(second.mean, lang), low=_signed(second.low, lang),
            high=_signed(second.high, lang)),
    ]


def _choice(choice: int | None, lang: str) -> str:
    """A choice of round two: ``pass``, ``take ♥`` (French ``passer``, ``prendre à ♥``)."""
    if choice is None:
        return say("play_review_verdict_pass", lang)
    return say("play_review_verdict_take_suit", lang, suit=choice)


def _signed(value: float, lang: str) -> str:
    """A mean or a bound with its sign, to a hundredth: ``+27.39``; French writes the
    decimal comma, ``+27,39``, as the hint does; thousands grouped as ``grouped`` groups
    them, ``-1,000.53``, French ``-1 000,53`` (a narrow no-break space)."""
    return decimal_text(value, "+,.2f", lang)
