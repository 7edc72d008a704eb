"""The action chooser: a filter box over the list of legal actions.

Typing narrows the list (actions starting with the text; failing that, containing every typed
word). Enter in the box posts what was typed, and the app applies it if it is exactly a legal
action's text (or a command such as ``undo``); Enter on a highlighted list entry posts that
action. Down moves from the box into the list; Up at the top of the list, Escape or typing moves
back. The focus stays where it was from one decision to the next.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import Input, OptionList, Static

from ambitions.play.session import cards_named


def matching(texts: Sequence[str], query: str) -> list[str]:
    """The texts `query` selects: those starting with it, else those containing all its words."""
    q = " ".join(query.lower().split())
    if not q:
        return list(texts)
    starts = [t for t in texts if t.lower().startswith(q)]
    if starts:
        return starts
    words = q.split()
    return [t for t in texts if all(w in t.lower() for w in words)]


RULES_KEY = "?"
"""The key that opens the rules help (no action's text has it, so the box never needs it)."""


class ActionBox(Input):
    """The filter box: it takes every printable key but `RULES_KEY`, which opens the rules help
    (the app's binding) even while typing."""

    def check_consume_key(self, key: str, character: str | None) -> bool:
        return character != RULES_KEY and super().check_consume_key(key, character)


class ActionList(OptionList):
    """The legal actions; Up on the first entry or Escape returns to the filter box, and so does
    typing (the key goes into the box)."""

    BINDINGS = [Binding("escape", "back", "Back to typing", show=False)]

    def on_key(self, event: events.Key) -> None:
        if event.is_printable and event.character and event.character not in (" ", RULES_KEY):
            event.stop()
            event.prevent_default()
            box = self.app.query_one("#chooser-input", Input)
            box.value += event.character
            box.cursor_position = len(box.value)
            box.focus()

    def action_cursor_up(self) -> None:
        if self.highlighted in (None, 0):
            self.action_back()
            return
        super().action_cursor_up()

    def action_back(self) -> None:
        self.app.query_one("#chooser-input", Input).focus()


class ActionChooser(Vertical):
    """Filter box, message line and the legal actions of the seat to decide."""

    DEFAULT_CSS = """
    ActionChooser {
        border: round $accent;
        height: 1fr;
        min-height: 8;
    }
    ActionChooser > #chooser-message {
        height: auto;
        max-height: 4;
    }
    ActionChooser > #chooser-options {
        height: 1fr;
        min-height: 3;
        border: none;
        padding: 0 1;
    }
    ActionChooser > #chooser-options:focus {
        background-tint: $foreground 5%;
    }
    ActionChooser > #chooser-card {
        height: auto;
        max-height: 6;
        color: $text-muted;
        padding: 0 1;
    }
    """

    BINDINGS = [Binding("down", "focus_list", "To the list", show=False)]

    class Chosen(Message):
        """The user submitted `text` (typed, or an entry of the list)."""

        def __init__(self, text: str, from_list: bool) -> None:
            super().__init__()
            self.text = text
            self.from_list = from_list

    def __init__(self, id: str | None = None, card_texts: Mapping[str, str] | None = None) -> None:
        super().__init__(id=id)
        self.card_texts: Mapping[str, str] = card_texts or {}
        """Each card's name and text by id (the game's catalogue), shown for the cards the
        highlighted action names."""
        self.card_line = ""
        """The text shown under the list for the highlighted action's cards (tests read it)."""
        self.border_title = "Your decision"
        self.actions: list[str] = []
        """Every legal action (texts)."""
        self.shown: list[str] = []
        """The actions listed under the current filter."""
        self.message = ""
        """The message line's plain text (tests read it)."""
        self._query = ""

    def compose(self) -> ComposeResult:
        yield Static("", id="chooser-message")
        yield ActionBox(
            placeholder="type an action or its start (? for the rules); Enter applies an exact text",
            id="chooser-input",
            select_on_focus=False,
        )
        yield ActionList(id="chooser-options")
        yield Static("", id="chooser-card")

    # -- what is offered ------------------------------------------------------------------------
    def set_actions(self, actions: Sequence[str], title: str, message: str = "") -> None:
        """Offer `actions` (none: nothing to decide), clearing the box."""
        self.actions = list(actions)
        self.border_title = title
        box = self.query_one("#chooser-input", Input)
        box.value = ""
        self._refilter("")
        self.set_message(message or self._count_message(""))

    def set_message(self, message: str, error: bool = False) -> None:
        self.message = message
        style = "bold red" if error else "italic"
        self.query_one("#chooser-message", Static).update(Text(message, style=style))

    def _count_message(self, query: str) -> str:
        if not self.actions:
            return ""
        if not query.strip():
            return f"{len(self.actions)} legal action(s): type to filter, ↓ to pick from the list"
        if not self.shown:
            return f"no legal action matches {query.strip()!r}"
        return f"{len(self.shown)} of {len(self.actions)} actions match {query.strip()!r}"

    def _refilter(self, query: str) -> None:
        self._query = query
        self.shown = matching(self.actions, query)
        options = self.query_one("#chooser-options", ActionList)
        options.set_options(self.shown)
        if self.shown:
            options.highlighted = 0
        self._show_cards(self.shown[0] if self.shown else "")

    def _show_cards(self, action: str) -> None:
        """Under the list: what each card the action names is and does (`card_texts`)."""
        self.card_line = "\n".join(cards_named(action, self.card_texts))
        self.query_one("#chooser-card", Static).update(Text(self.card_line))

    def highlighted_action(self) -> str:
        """The action highlighted in the list (the first one shown when none is), or ""."""
        index = self.query_one("#chooser-options", ActionList).highlighted
        if index is not None and 0 <= index < len(self.shown):
            return self.shown[index]
        return self.shown[0] if self.shown else ""

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        if 0 <= event.option_index < len(self.shown):
            self._show_cards(self.shown[event.option_index])

    # -- events ---------------------------------------------------------------------------------
    def on_input_changed(self, event: Input.Changed) -> None:
        event.stop()
        if event.value == self._query:
            return  # set_actions cleared the box itself; keep its message
        self._refilter(event.value)
        self.set_message(self._count_message(event.value))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.post_message(self.Chosen(event.value, from_list=False))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if 0 <= event.option_index < len(self.shown):
            self.post_message(self.Chosen(self.shown[event.option_index], from_list=True))

    def action_focus_list(self) -> None:
        if self.shown:
            self.query_one("#chooser-options", ActionList).focus()

    def focus_box(self) -> None:
        self.query_one("#chooser-input", Input).focus()

    def take_focus(self) -> None:
        """Focus the box, unless the list already has the focus (keep picking from it)."""
        options = self.query_one("#chooser-options", ActionList)
        if not (options.has_focus and self.shown):
            self.focus_box()
