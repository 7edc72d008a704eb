"""The ARCADEs modules an install compiles with mypyc (legal-action generation and applying,
the bots' procedures).

Read by ``setup.py`` before the package is installed: plain data, no imports.
"""

MODULES = (
    "geometry",
    "influence",
    "resources",
    "cardplay",
    "battle",
    "turn",
    "solo",
    "phantom",
    "ambition",
    "recruit",
    "setup",
    "flow",
    "evaluation",
)
