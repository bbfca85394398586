"""What the library asks of the operating system: files written whole or not at all
(``files``) and the stop signals held back while a step must not be cut in two
(``signals``). The deal file's ``dump``, the simulation's runner and the command line use
them; they import nothing above ``core.errors``.
"""
