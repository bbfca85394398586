"""The ``belote`` subcommands, one module each, registered by ``belote_cli.cli``; what
they share is in ``common``."""
