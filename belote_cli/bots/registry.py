"""The bots by name: ``find_bot("heuristic", rng)``, ``bot_names()``, ``register_bot``.

The built-in bots are listed here, not registered by their own modules on import, so that
no bot module needs this one and the registry imports them at the top: no import cycle.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from .._compat import REQUIRED, renamed_argument, require
from ..core.cards import shown
from ..core.errors import BeloteError
from ..engine.views import PLAY_ASKED, bot_lacks
from .base import Bot
from .expert import ExpertBot
from .heuristic import HeuristicBot
from .random_bot import RandomBot

#: What makes a bot from a ``random.Random``: a ``Bot`` class whose ``__init__`` takes it,
#: or a function (a bot's *maker*, as ``register_bot`` and ``duplicate`` take one).
BotMaker = Callable[[random.Random], Bot]


def uniform_expert(rng: random.Random) -> Bot:
    """The expert without inference from the play (``ExpertBot(inference=False)``): each
    deal it solves is drawn as it fits the bids, and the cards seen count only by the voids
    they show (the arena's reference for the inference)."""
    return ExpertBot(rng, inference=False)


_REGISTRY: dict[str, BotMaker] = {
    "random": RandomBot,
    "heuristic": HeuristicBot,
    "expert": ExpertBot,
    "expert-uniform": uniform_expert,
}

#: What a maker is, as the TypeError of one that is not says it (``register_bot``'s
#: ``maker``, ``duplicate``'s ``maker_a`` and ``maker_b``, a bot's name too there).
MAKER_WORDS = "what makes a bot from a random.Random (a Bot class or a function)"

def not_a_maker(words: str, maker: object) -> str:
    """The TypeError's text of ``maker``, which is not what ``words`` asks for; a bot made
    already (an object with a ``play``, where its class goes) told to give its class.

    >>> not_a_maker("maker: a maker", RandomBot(random.Random(1)))
    'maker: a maker, not a bot made already (a RandomBot object): give its class, RandomBot'
    >>> not_a_maker("maker: a maker", 3)
    'maker: a maker, not int 3'
    """
    if not isinstance(maker, type) and callable(getattr(maker, "play", None)):
        name = type(maker).__name__
        return f"{words}, not a bot made already (a {name} object): give its class, {name}"
    return f"{words}, not {shown(maker)}"


#: The built-in bots as this module lists them, whatever is registered since.
_BUILT_IN = dict(_REGISTRY)


def register_bot(name: str, maker: BotMaker = REQUIRED, *,
                 factory: BotMaker = REQUIRED, replace: bool = False) -> None:
    """Make a bot available by name to ``find_bot`` (and ``--bots NAME``): ``maker`` makes
    one from a ``random.Random`` (a ``Bot`` class whose ``__init__`` takes it), as
    ``duplicate``'s ``maker_a`` and ``maker_b`` do. ``simulate`` and ``duplicate`` then
    take the name, in any case, as the command line takes ``--bots Heuristic`` (it is kept
    in lower case: ``bot_names`` lists it so). ``factory=``, the old name of ``maker``,
    still registers one for one more release, with a ``DeprecationWarning`` (not with
    ``maker``).

    The name of a built-in bot (``random``, ``heuristic``, ``expert``,
    ``expert-uniform``) given another maker is a ``ValueError``, so that no bot of one's
    own replaces one unseen; ``replace=True`` replaces it, for this process. A name of
    one's own registered again takes the new maker, as a module imported again does.

    >>> register_bot("random", RandomBot)     # a name registered again: the same bot
    >>> find_bot("random", random.Random(1)).name
    'random'
    >>> register_bot("Heuristic", RandomBot)
    Traceback (most recent call last):
    ...
    ValueError: name: 'heuristic' is a built-in bot: register_bot(..., replace=True) replaces it
    """
    maker = renamed_argument("register_bot", "factory", "maker", factory, maker)
    require("register_bot", maker=maker)
    if not isinstance(name, str):
        raise TypeError(f"name: a bot's name, a text, not {shown(name)}")
    if not name.strip():
        raise ValueError(f"name: a bot's name, not the blank {name!r}")
    if not callable(maker):  # refused here, not at the first deal that asks for it
        raise TypeError(not_a_maker(f"maker: {MAKER_WORDS}", maker))
    key = name.lower()
    if key in _BUILT_IN and maker is not _BUILT_IN[key] and not replace:
        raise ValueError(f"name: {key!r} is a built-in bot: register_bot(..., replace=True) "
                         f"replaces it")
    _REGISTRY[key] = maker


def made_bot(maker: BotMaker, rng: random.Random,
             asked: tuple[str, ...] = PLAY_ASKED) -> Bot:
    """The bot ``maker`` makes from ``rng``, refused (``TypeError``) where what it made
    lacks what the deal asks of it (``asked``, ``engine.views.bot_asks``: ``play(view)``
    always, ``bid(view)`` where the deal has a taking, ``coinche_call(hand, auction)`` at
    coinche; a maker given to ``register_bot`` or ``duplicate`` is not called before a
    deal needs its bot): said as it is made, not as an ``AttributeError`` at its first
    bid, call or card.

    >>> class NoPlay:
    ...     def __init__(self, rng): pass
    ...     def bid(self, view): return None
    >>> made_bot(NoPlay, random.Random(1))
    Traceback (most recent call last):
    ...
    TypeError: NoPlay made a NoPlay object, not a bot: it has no play(view)
    """
    bot = maker(rng)
    missing = bot_lacks(bot, asked)
    if missing:
        name = getattr(maker, "__name__", None)
        # A value of Python's own as it is (int 5), any other by its class: its repr may
        # name where it lies in memory, which changes from run to run.
        made = (shown(bot) if type(bot).__module__ == "builtins"
                else f"a {type(bot).__name__} object")
        raise TypeError(f"{name if isinstance(name, str) else shown(maker)} made {made}, "
                        f"not a bot: it has no {' nor '.join(missing)}")
    return bot


def default_bot(discovery: bool = False) -> str:
    """The bot that plays where none is named (``belote play``, ``simulate``, the hints):
    the heuristic, a built-in bot, which ``register_bot`` replaces only with
    ``replace=True``; at the deal without bidding (``discovery``), random bots, as the
    rule book's page of it plays."""
    return "random" if discovery else "heuristic"


def bot_names() -> list[str]:
    """The registered bot names.

    >>> bot_names()
    ['expert', 'expert-uniform', 'heuristic', 'random']
    """
    return sorted(_REGISTRY)


#: The built-in bots by their French names, as the French report and help write them
#: (and ``aleatoire`` without its accent): ``find_bot("heuristique", rng)`` is the
#: heuristic bot, as ``belote simulate --bots heuristique`` is.
FRENCH_NAMES = {"heuristique": "heuristic", "aléatoire": "random", "aleatoire": "random",
                "expert-uniforme": "expert-uniform"}


def bot_key(name: str) -> str:
    """The registry's name for ``name``: lower-cased, and a built-in bot's French name read
    as its English one, where no bot of one's own is registered under it.

    >>> bot_key("Heuristique"), bot_key("aléatoire"), bot_key("expert"), bot_key("zz")
    ('heuristic', 'random', 'expert', 'zz')
    """
    key = name.lower()
    if key in _REGISTRY:
        return key
    english = FRENCH_NAMES.get(key)
    return english if english is not None and english in _REGISTRY else key


def bot_factory(name: str) -> BotMaker:
    """What makes a new bot of kind ``name`` from a ``random.Random`` (``find_bot`` calls
    it; a simulation looks it up once for its many deals); a built-in bot by its French
    name too (``bot_key``)."""
    if not isinstance(name, str):
        raise TypeError(f"name: a bot's name ({', '.join(sorted(_REGISTRY))}), "
                        f"not {shown(name)}")
    factory = _REGISTRY.get(bot_key(name))
    if factory is None:
        # Coded, so that the library's message (bots: unknown bot …) is worded in French too.
        raise BeloteError(code="sim_unknown_bot", name=name, known=", ".join(sorted(_REGISTRY)))
    return factory


def is_built_in(name: str) -> bool:
    """Whether the registry holds the built-in bot for ``name`` (a worker process started
    afresh, which knows only those, makes the same bot by that name)."""
    key = name.lower()
    return key in _BUILT_IN and _REGISTRY.get(key) is _BUILT_IN[key]


def find_bot(name: str, rng: random.Random) -> Bot:
    """A new bot of kind ``name`` drawing its random choices from ``rng``.

    ``rng`` is required, a ``random.Random`` the caller seeds, as every random choice of
    the library comes from one: ``find_bot("heuristic", random.Random(1))``, one for each
    bot (``random.Random(f"bot:{seat}")``); the same seeds play the same game. It has no
    default: a fixed one would give every bot made without it the same draws, a fresh one
    a game that cannot be played again; ``find_bot(name)`` alone is Python's TypeError
    for the missing argument.

    >>> import random
    >>> bot = find_bot("heuristic", random.Random(1))
    >>> bot.name
    'heuristic'
    """
    factory = bot_factory(name)
    if not isinstance(rng, random.Random):
        raise TypeError(f"rng: a random.Random, not {shown(rng)}")
    return made_bot(factory, rng)
