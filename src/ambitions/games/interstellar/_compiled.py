"""The Interstellar modules an install compiles with mypyc (legal actions and applying them).

Read by ``setup.py`` before the package is installed: plain data, no imports.
"""

MODULES = (
    "effects",
    "frames",
    "track",
    "economy",
    "scoring",
    "shadow",
    "combat",
    "turns",
    "flow",
)
