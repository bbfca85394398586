"""``python -m belote_cli``: the same as the ``belote`` command."""

from .launch import main

main()
