"""Shared drawing helpers for tools/make_art.py."""
