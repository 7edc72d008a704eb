"""The areas of the board, one module each: map, court, ambitions and Power, hands and
resources, the round's plays, the log, and the action chooser."""
