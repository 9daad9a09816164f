// Programs and tests that import PlaygroundSDL see the SDL-free layer as well.
@_exported import PlaygroundRender
