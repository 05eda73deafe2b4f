"""Golden corpus: recorded games and saves that must replay identically (see corpus.py)."""
