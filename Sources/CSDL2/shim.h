// SDL2 core (window, renderer, events). Headers live in /usr/include/SDL2 (pkg-config sdl2).
#include <SDL2/SDL.h>
