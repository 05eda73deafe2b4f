"""The app frame shared by every box: window, scene stack, widgets, assets, settings, saves."""
