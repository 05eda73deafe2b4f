"""Santiago de Cuba: the third box on the shelf (engine, seats and command line so far)."""
