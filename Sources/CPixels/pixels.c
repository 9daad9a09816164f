// Float pictures to bytes (CPixels.h). The rounding is the renderer's: the product and the sum
// are two float operations, never fused (a fused multiply-add would round once and give other
// bytes on machines that have one).
#include "CPixels.h"

#pragma STDC FP_CONTRACT OFF

static inline uint8_t pp_byte(float v) {
    float y = v * 255.0f;
    y = y + 0.5f;
    if (!(y >= 0.0f)) return 0;       // negative, or NaN
    if (y >= 255.0f) return 255;
    return (uint8_t)(int32_t)y;
}

void pp_rgb_bytes(const float *rgba, size_t count, uint8_t *rgb) {
    for (size_t i = 0; i < count; i++, rgba += 4, rgb += 3) {
        rgb[0] = pp_byte(rgba[0]);
        rgb[1] = pp_byte(rgba[1]);
        rgb[2] = pp_byte(rgba[2]);
    }
}

void pp_bgra_bytes(const float *rgba, int width, int x0, int y0, int x1, int y1,
                   uint8_t *destination, ptrdiff_t pitch) {
    for (int y = y0; y < y1; y++) {
        const float *s = rgba + ((size_t)y * (size_t)width + (size_t)x0) * 4;
        uint8_t *d = destination + (ptrdiff_t)(y - y0) * pitch;
        for (int x = x0; x < x1; x++, s += 4, d += 4) {
            d[0] = pp_byte(s[2]);
            d[1] = pp_byte(s[1]);
            d[2] = pp_byte(s[0]);
            d[3] = 255;
        }
    }
}
