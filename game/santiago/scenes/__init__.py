"""Santiago de Cuba's screens on the shell: setup, the table, scoring."""
