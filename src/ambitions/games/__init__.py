"""The bundled games; importing this package registers them."""

from pathlib import Path

from ambitions.core import compiled

# Before any engine module is imported: compiled modules only if built from these sources.
compiled.use_fresh_build("ambitions.games.arcs", Path(__file__).parent / "arcs")

from ambitions.games import arcs  # noqa: E402, F401
