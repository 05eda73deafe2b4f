"""The desktop screen: a pygame-ce scene stack that renders engine state and sends decisions."""
