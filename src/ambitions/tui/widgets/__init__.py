"""The shell's own widgets: panels and seat colours, the log and the action chooser."""
