"""``python -m belote_cli``: the same as the ``belote`` command."""

from .cli import main

main()
