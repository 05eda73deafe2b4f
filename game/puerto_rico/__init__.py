"""Puerto Rico 1897 (Special Edition): catalog, engine, computer seats and scenes."""
