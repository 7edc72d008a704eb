"""What tests in every folder share (``tests`` is on the path: its conftest is the root one).

- `support.browser`: the browser tests' fixtures, a pytest plugin registered by
  ``tests/conftest.py``: ``browser`` (Debian's Chromium through Playwright), ``live_server``
  (``ambitions serve`` in a thread) and ``screenshots``;
- `support.browsing`: helpers for pages (open one, wait for a version, decide by clicks, run the
  vendored axe-core, ``vendor/``);
- `support.terminal`: driving the terminal shell with Textual's test pilot.

The shells' own tests are in ``tests/web`` and ``tests/tui``, each game's views' in
``tests/games/<game>``.
"""
