"""The bundled games; importing this package registers them."""

from ambitions.games import arcs  # noqa: F401
