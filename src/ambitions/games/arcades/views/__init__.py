"""ARCADEs' views, the game's adapters to the front ends (no rule module imports them).

- ``tui``: the terminal views, `make_views(spec)` (named in ``SPEC.views["tui"]``), built on the
  terminal shell's widgets (`ambitions.tui`);
- ``web/``: the browser view, ``view.js`` and the files it imports (named in ``SPEC.views["web"]``),
  served from this folder by the game server as any installed game's are.
"""
