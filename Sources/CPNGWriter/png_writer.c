// Fast PNG writing with libpng. libpng reports errors by longjmp, which Swift cannot host,
// so this small C function owns the setjmp and turns errors into a return code.
#include "png_writer.h"
#include <png.h>
#include <stdio.h>
#include <string.h>
#include <errno.h>

static void ppw_error(png_structp png, png_const_charp message) {
    char *buffer = (char *)png_get_error_ptr(png);
    if (buffer) { strncpy(buffer, message, 255); buffer[255] = 0; }
    png_longjmp(png, 1);
}

static void ppw_warning(png_structp png, png_const_charp message) { (void)png; (void)message; }

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
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8, PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_write_info(png, info);
    for (int y = 0; y < height; y++) {
        png_write_row(png, (png_const_bytep)(rgb + (size_t)y * (size_t)width * 3));
    }
    png_write_end(png, NULL);
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
