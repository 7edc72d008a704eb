"""Terminal play: a Textual shell (`ambitions.tui.app`) over a `ambitions.play.GameSession`,
with each game's own views: the package its `GameSpec.views["tui"]` names, inside the game's
package (`ambitions.tui.viewset`); the shell names no game."""
