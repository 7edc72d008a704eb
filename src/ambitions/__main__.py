"""``python -m ambitions``: the same as the ``ambitions`` command."""

from ambitions.cli.main import app

app(prog_name="ambitions")
