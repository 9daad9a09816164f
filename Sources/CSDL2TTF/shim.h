// SDL2_ttf (FreeType + HarfBuzz text). pkg-config SDL2_ttf.
#include <SDL2/SDL_ttf.h>
