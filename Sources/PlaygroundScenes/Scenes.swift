// Seed scenes.
