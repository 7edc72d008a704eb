"""The ``ambitions`` command line (typer): play, simulate, replay, bench."""
