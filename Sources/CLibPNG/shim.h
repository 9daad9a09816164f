// libpng 1.6 (pkg-config libpng), used by CPNGWriter.
#include <png.h>
