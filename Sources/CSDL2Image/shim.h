// SDL2_image (PNG loading for golden-image tests). pkg-config SDL2_image.
#include <SDL2/SDL_image.h>
