#ifndef CPREVIEWSECTION_H
#define CPREVIEWSECTION_H
#include <stddef.h>

/// The first byte of the `playground_previews` section of the executable (NULL when the program
/// has no `#Preview`).
const void *playground_previews_start(void);
/// The section's size in bytes (0 when the program has no `#Preview`).
size_t playground_previews_size(void);

#endif
