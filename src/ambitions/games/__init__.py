"""The bundled games, one package each; each is found through the ``ambitions.games`` entry
point its package declares (see ``pyproject.toml``), never by importing this package."""
