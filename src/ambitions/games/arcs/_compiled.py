"""The Arcs modules an install compiles with mypyc (legal-action generation and applying; reading and
checking a position, which every `greedy` and `ismcts` decision does through the dealer).

Read by ``setup.py`` before the package is installed: plain data, no imports.
"""

MODULES = (
    "actions",
    "state",
    "reach",
    "powers",
    "resources",
    "pieces",
    "cardplay",
    "standard_actions",
    "battle",
    "chapter",
    "flow",
    "observe",
    "evaluation",
    "vector",
    "position",
    "invariants",
)
