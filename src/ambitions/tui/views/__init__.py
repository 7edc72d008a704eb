"""Each game's screen views for the terminal shell, one package per game.

A game names its package in ``GameSpec.views["tui"]``; the package's ``make_views()`` returns a
`ambitions.tui.viewset.ViewSet`. Views may import their own game (and nothing else of it is
imported by the shell); a game without views gets `ambitions.tui.viewset.TextViews`.
"""
