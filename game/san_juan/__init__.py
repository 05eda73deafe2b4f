"""San Juan, the card game of the Puerto Rico family: the shelf's second box."""
