// Fast PNG writing with libpng. libpng reports errors by longjmp, which Swift cannot host,
// so this small C function owns the setjmp and turns errors into a return code.
#include "png_writer.h"
#include <png.h>
#include <stdio.h>
#include <string.h>
#include <errno.h>
#include <stdlib.h>

static void ppw_error(png_structp png, png_const_charp message) {
    char *buffer = (char *)png_get_error_ptr(png);
    if (buffer) { strncpy(buffer, message, 255); buffer[255] = 0; }
    png_longjmp(png, 1);
}

static void ppw_warning(png_structp png, png_const_charp message) { (void)png; (void)message; }

/// Writes the header, the rows of an opaque RGB image and the end (errors longjmp to the caller's setjmp).
static void ppw_write_image(png_structp png, png_infop info, const uint8_t *rgb, int width, int height) {
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8, PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_write_info(png, info);
    for (int y = 0; y < height; y++) {
        png_write_row(png, (png_const_bytep)(rgb + (size_t)y * (size_t)width * 3));
    }
    png_write_end(png, NULL);
}

int ppw_write_rgb_png(const char *path, const uint8_t *rgb, int width, int height,
                      char *error, size_t errorSize) {
    char message[256] = "libpng error";
    FILE *file = fopen(path, "wb");
    if (!file) {
        snprintf(error, errorSize, "%s", strerror(errno));
        return -1;
    }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, message, ppw_error, ppw_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!png || !info) {
        png_destroy_write_struct(&png, &info);
        fclose(file);
        snprintf(error, errorSize, "out of memory");
        return -1;
    }
    errno = 0;
    if (setjmp(png_jmpbuf(png))) {
        // libpng's own write failure only says "Write Error"; the C library knows why.
        int writeErrno = errno;
        png_destroy_write_struct(&png, &info);
        fclose(file);
        if (writeErrno != 0 && strcmp(message, "Write Error") == 0) {
            snprintf(error, errorSize, "%s", strerror(writeErrno));
        } else {
            snprintf(error, errorSize, "%s", message);
        }
        return -1;
    }
    png_init_io(png, file);
    png_set_compression_level(png, 1);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_SUB);
    ppw_write_image(png, info, rgb, width, height);
    png_destroy_write_struct(&png, &info);
    int failed = fflush(file) != 0 || ferror(file);
    int savedErrno = errno;
    if (fclose(file) != 0 && !failed) { failed = 1; savedErrno = errno; }
    if (failed) {
        snprintf(error, errorSize, "%s", strerror(savedErrno));
        return -1;
    }
    return 0;
}

// MARK: In memory

typedef struct { uint8_t *bytes; size_t count, capacity; int failed; } ppw_buffer;

static void ppw_append(png_structp png, png_bytep data, png_size_t length) {
    ppw_buffer *b = (ppw_buffer *)png_get_io_ptr(png);
    if (b->failed) return;
    if (b->count + length > b->capacity) {
        size_t capacity = b->capacity ? b->capacity : 65536;
        while (capacity < b->count + length) capacity *= 2;
        uint8_t *grown = realloc(b->bytes, capacity);
        if (!grown) { b->failed = 1; png_error(png, "out of memory"); return; }
        b->bytes = grown; b->capacity = capacity;
    }
    memcpy(b->bytes + b->count, data, length);
    b->count += length;
}

static void ppw_flush(png_structp png) { (void)png; }

int ppw_encode_rgb_png(const uint8_t *rgb, int width, int height, int level,
                       uint8_t **out, size_t *outCount, char *error, size_t errorSize) {
    char message[256] = "libpng error";
    ppw_buffer buffer = { NULL, 0, 0, 0 };
    *out = NULL; *outCount = 0;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, message, ppw_error, ppw_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!png || !info) {
        png_destroy_write_struct(&png, &info);
        snprintf(error, errorSize, "out of memory");
        return -1;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(buffer.bytes);
        snprintf(error, errorSize, "%s", message);
        return -1;
    }
    png_set_write_fn(png, &buffer, ppw_append, ppw_flush);
    png_set_compression_level(png, level);
    ppw_write_image(png, info, rgb, width, height);
    png_destroy_write_struct(&png, &info);
    *out = buffer.bytes; *outCount = buffer.count;
    return 0;
}

void ppw_free(uint8_t *bytes) { free(bytes); }
