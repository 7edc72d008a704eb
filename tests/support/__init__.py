"""What tests in every folder share (``tests`` is on the path: its conftest is the root one).

- `support.browser`: the browser tests' fixtures, a pytest plugin registered by
  ``tests/conftest.py``: ``browser`` (Debian's Chromium through Playwright), ``live_server``
  (``ambitions serve`` in a thread) and ``screenshots``;
- `support.browsing`: helpers for pages (open one, wait for a version, decide by clicks, run the
  vendored axe-core, ``vendor/``).

The shell's own browser tests are in ``tests/web``, each game's view's in ``tests/games/<game>``.
"""
