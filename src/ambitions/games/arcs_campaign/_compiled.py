"""The campaign modules an install compiles with mypyc: its state (a native subclass of Arcs'),
the flow that drives it, the Fates' hooks it calls at every action (`fates.hooks`) and the rules
read at every decision (legal actions and applying).

Read by ``setup.py`` before the package is installed: plain data, no imports.
"""

MODULES = (
    "state",
    "flow",
    "movement",
    "negotiations",
    "summit",
    "council",
    "rules",
    "empire",
    "battle",
    "fates.objective",
    "fates.hooks",
    "events",
    "flagship",
    "fates.declaring",
    "fates.believer",
    "fates.caretaker",
    "fates.steward",
    "fates.warden_act3",
    "fates.advocate",
    "fates.blight_speaker_act3",
    "fates.founder_act2",
    "fates.partisan",
    "fates.hegemon",
    "fates.magnate",
    "fates.ire",
    "fates.twisted_passage",
)

NEEDS = ("ambitions.games.arcs",)
"""Compiled in one run with Arcs' modules (the state extends `ArcsState`), used only when they are."""
