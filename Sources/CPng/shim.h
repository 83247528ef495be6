// libpng (Debian's libpng16) behind one C function, so that its error handling (setjmp and
// longjmp, which must not cross Swift frames) stays in C, and a file cut short or damaged
// part way down still gives the rows before the damage. Only the picture decoder imports it.
#include <png.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>

// OK: every row decoded. PARTIAL: `rows` rows from the top decoded before the file ended
// (`cut_short`) or went bad. TOO_LARGE: over `max_pixels` by the header. CORRUPT: nothing to show.
enum swipe_png_status { SWIPE_PNG_OK = 0, SWIPE_PNG_CORRUPT = 1, SWIPE_PNG_TOO_LARGE = 2, SWIPE_PNG_PARTIAL = 3 };

struct swipe_png_source {
    const unsigned char *data;
    size_t size;
    size_t offset;
    int cut_short;
    jmp_buf escape;
    char message[160];
};

static void swipe_png_read(png_structp png, png_bytep out, size_t count) {
    struct swipe_png_source *source = (struct swipe_png_source *)png_get_io_ptr(png);
    if (count > source->size - source->offset) {
        source->cut_short = 1;
        png_error(png, "file ends early");
    }
    memcpy(out, source->data + source->offset, count);
    source->offset += count;
}

static void swipe_png_fail(png_structp png, png_const_charp text) {
    struct swipe_png_source *source = (struct swipe_png_source *)png_get_error_ptr(png);
    snprintf(source->message, sizeof source->message, "%s", text);
    longjmp(source->escape, 1);
}

// Warnings are not errors, and nothing is ever printed.
static void swipe_png_warn(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

// Decodes the PNG in `data` to 8-bit RGB (palette, grey and 16-bit expanded, alpha dropped),
// refusing more than `max_pixels` by its header. On success (OK or PARTIAL) the pixels
// (malloc'd, the caller frees them), their size and the rows decoded; an interlaced file
// that goes wrong before its last pass has no whole rows and is CORRUPT.
static inline unsigned char *swipe_png_decode(const unsigned char *data, size_t size, long max_pixels, int *width,
                                              int *height, int *rows, int *cut_short, int *status,
                                              char *message, size_t message_size) {
    struct swipe_png_source *volatile source = calloc(1, sizeof(struct swipe_png_source));
    unsigned char *volatile pixels = NULL;
    volatile int done = 0, last_pass = 0;
    png_structp png = NULL;
    png_infop info = NULL;
    *status = SWIPE_PNG_CORRUPT;
    *rows = 0;
    *cut_short = 0;
    message[0] = 0;
    if (!source) return NULL;
    source->data = data;
    source->size = size;
    png = png_create_read_struct(PNG_LIBPNG_VER_STRING, source, swipe_png_fail, swipe_png_warn);
    if (png) info = png_create_info_struct(png);
    if (!png || !info) {
        png_destroy_read_struct(&png, &info, NULL);
        free(source);
        return NULL;
    }
    if (setjmp(source->escape)) {
        snprintf(message, message_size, "%s", source->message);
        *cut_short = source->cut_short;
        if (pixels && done > 0 && last_pass) {
            *rows = done;
            *status = SWIPE_PNG_PARTIAL;
        } else {
            free(pixels);
            pixels = NULL;
        }
        png_destroy_read_struct(&png, &info, NULL);
        free(source);
        return pixels;
    }
    png_set_read_fn(png, source, swipe_png_read);
    // A damaged chunk's checksum is not a reason to show nothing.
    png_set_crc_action(png, PNG_CRC_QUIET_USE, PNG_CRC_QUIET_USE);
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    png_read_info(png, info);
    png_uint_32 w = png_get_image_width(png, info), h = png_get_image_height(png, info);
    *width = (int)w;
    *height = (int)h;
    // Two 32-bit sides multiply within 64 bits, whatever the header says.
    if (w == 0 || h == 0 || (unsigned long long)w * h > (unsigned long long)max_pixels) {
        *status = w == 0 || h == 0 ? SWIPE_PNG_CORRUPT : SWIPE_PNG_TOO_LARGE;
        png_destroy_read_struct(&png, &info, NULL);
        free(source);
        return NULL;
    }
    png_set_expand(png);
    png_set_strip_16(png);
    png_set_gray_to_rgb(png);
    png_set_strip_alpha(png);
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)w * 3) {
        snprintf(message, message_size, "unexpected row layout");
        png_destroy_read_struct(&png, &info, NULL);
        free(source);
        return NULL;
    }
    pixels = calloc((size_t)w * h, 3);
    if (!pixels) {
        snprintf(message, message_size, "out of memory");
        png_destroy_read_struct(&png, &info, NULL);
        free(source);
        return NULL;
    }
    for (int pass = 0; pass < passes; pass++) {
        last_pass = pass == passes - 1;
        for (png_uint_32 y = 0; y < h; y++) {
            png_read_row(png, pixels + (size_t)y * w * 3, NULL);
            if (last_pass) done = (int)y + 1;
        }
    }
    png_read_end(png, NULL);
    *rows = (int)h;
    *status = SWIPE_PNG_OK;
    png_destroy_read_struct(&png, &info, NULL);
    free(source);
    return pixels;
}
