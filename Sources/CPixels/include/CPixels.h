#ifndef CPIXELS_H
#define CPIXELS_H
#include <stddef.h>
#include <stdint.h>

// The software renderer's picture (premultiplied RGBA, one float a channel, 0…1) as 8-bit bytes
// (PlaygroundRender/Raster/SoftwareRenderer.swift, "Output"). Each channel becomes
// v·255 + 0.5, clamped to 0…255 and truncated; NaN becomes 0. In C because a debug build of the
// Swift loop spent most of a headless recording's time in it (docs/rendering.md, "Debug builds").

/// `count` pixels from `rgba` (4 floats each) as opaque RGB, 3 bytes each, into `rgb`.
void pp_rgb_bytes(const float *rgba, size_t count, uint8_t *rgb);

/// The pixels `x0..<x1` of rows `y0..<y1` of a picture `width` pixels wide, as 32-bit
/// ARGB8888 (bytes B, G, R, 255) into `destination`, whose rows are `pitch` bytes apart and whose
/// first byte is pixel (x0, y0).
void pp_bgra_bytes(const float *rgba, int width, int x0, int y0, int x1, int y1,
                   uint8_t *destination, ptrdiff_t pitch);

#endif
