"""Terminal play: a Textual shell (`ambitions.tui.app`) over a `ambitions.play.GameSession`,
with each game's own views (`ambitions.tui.views`)."""
