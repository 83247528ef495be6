// libjpeg-turbo (Debian's libjpeg62-turbo) behind one C function, so that its error
// handling (setjmp and longjmp, which must not cross Swift frames) stays in C. Only
// SwipeTUI's picture decoder imports it.
#include <stdio.h>
#include <stdlib.h>
#include <setjmp.h>
#include <jpeglib.h>
#include <jerror.h>

// OK: all rows decoded cleanly. PARTIAL: the file was cut short or damaged; `rows` rows
// (from the top) decoded before it went wrong, the rest are not to be shown (a progressive
// file that went wrong decodes every row, at a lower quality).
enum swipe_jpeg_status { SWIPE_JPEG_OK = 0, SWIPE_JPEG_CORRUPT = 1, SWIPE_JPEG_TOO_LARGE = 2, SWIPE_JPEG_PARTIAL = 3 };

struct swipe_jpeg_failure {
    struct jpeg_error_mgr manager;
    jmp_buf escape;
    char message[JMSG_LENGTH_MAX];
    // The first warning: the scanline reached when it came, and whether the file ended there.
    int warned;
    int cut_short;
    JDIMENSION warned_at;
};

static void swipe_jpeg_fail(j_common_ptr info) {
    struct swipe_jpeg_failure *failure = (struct swipe_jpeg_failure *)info->err;
    (*info->err->format_message)(info, failure->message);
    longjmp(failure->escape, 1);
}

// A warning (a truncated or damaged file: libjpeg decodes on, the rest grey) marks where
// the good rows end; trace messages are dropped. Nothing is ever printed.
static void swipe_jpeg_message(j_common_ptr info, int level) {
    struct swipe_jpeg_failure *failure = (struct swipe_jpeg_failure *)info->err;
    if (level >= 0 || failure->warned) return;
    failure->warned = 1;
    failure->cut_short = info->err->msg_code == JWRN_JPEG_EOF;
    failure->warned_at = ((j_decompress_ptr)info)->output_scanline;
    (*info->err->format_message)(info, failure->message);
}

// Decodes the JPEG in `data` to RGB, scaled in the DCT domain by 1/2, 1/4 or 1/8 as far as
// its longer side stays at least `kept_side`. Refuses pictures over `max_pixels` from the header.
// On success the pixels (malloc'd, the caller frees them), their size and the rows of them
// that decoded (all but when PARTIAL; `cut_short` then says whether the file ended early
// rather than being damaged); on failure NULL, with the header's size (too large: over
// `max_pixels`, or a side over libjpeg's own limit of 65500) or libjpeg's message (corrupt).
static inline unsigned char *swipe_jpeg_decode(const unsigned char *data, unsigned long size, int kept_side,
                                               long max_pixels, int *width, int *height, int *rows,
                                               int *cut_short, int *status, char *message, size_t message_size) {
    // On the heap, reached through a volatile pointer: after longjmp a local struct's fields
    // may read as they were at setjmp (the header's size came back as 0×0 when optimised).
    struct jpeg_decompress_struct *volatile info = calloc(1, sizeof(struct jpeg_decompress_struct));
    if (!info) {
        snprintf(message, message_size, "out of memory");
        *status = SWIPE_JPEG_CORRUPT;
        return NULL;
    }
    struct swipe_jpeg_failure failure;
    // Read after longjmp through a volatile pointer, like `info`.
    struct swipe_jpeg_failure *volatile seen = &failure;
    unsigned char *volatile pixels = NULL;
    *status = SWIPE_JPEG_CORRUPT;
    info->err = jpeg_std_error(&failure.manager);
    failure.manager.error_exit = swipe_jpeg_fail;
    failure.manager.emit_message = swipe_jpeg_message;
    failure.message[0] = 0;
    failure.warned = 0;
    failure.cut_short = 0;
    failure.warned_at = 0;
    *rows = 0;
    *cut_short = 0;
    if (setjmp(failure.escape)) {
        // Gone wrong part way down: the rows before the first sign of trouble are kept.
        JDIMENSION good = seen->warned && seen->warned_at < info->output_scanline ? seen->warned_at
                                                                                  : info->output_scanline;
        if (pixels && good > 0) {
            *width = (int)info->output_width;
            *height = (int)info->output_height;
            *rows = (int)good;
            *cut_short = seen->warned && seen->cut_short;
            *status = SWIPE_JPEG_PARTIAL;
            snprintf(message, message_size, "%s", seen->message);
            jpeg_destroy_decompress(info);
            free(info);
            return pixels;
        }
        if (failure.manager.msg_code == JERR_IMAGE_TOO_BIG) {
            *status = SWIPE_JPEG_TOO_LARGE;
            *width = (int)info->image_width;
            *height = (int)info->image_height;
        }
        snprintf(message, message_size, "%s", failure.message);
        jpeg_destroy_decompress(info);
        free(info);
        free(pixels);
        return NULL;
    }
    jpeg_create_decompress(info);
    jpeg_mem_src(info, data, size);
    jpeg_read_header(info, TRUE);
    *width = (int)info->image_width;
    *height = (int)info->image_height;
    // Two 32-bit sides multiply within 64 bits, whatever the header says.
    if ((unsigned long long)info->image_width * info->image_height > (unsigned long long)max_pixels) {
        *status = SWIPE_JPEG_TOO_LARGE;
        jpeg_destroy_decompress(info);
        free(info);
        return NULL;
    }
    unsigned int longer = info->image_width > info->image_height ? info->image_width : info->image_height;
    unsigned int denominator = 1;
    // The smallest scale that still leaves the longer side at least `kept_side`.
    while (denominator < 8 && longer / (denominator * 2) >= (unsigned int)kept_side) denominator *= 2;
    info->scale_num = 1;
    info->scale_denom = denominator;
    info->out_color_space = JCS_RGB;
    jpeg_start_decompress(info);
    size_t stride = (size_t)info->output_width * 3;
    pixels = malloc(stride * info->output_height);
    if (!pixels) {
        snprintf(message, message_size, "out of memory");
        jpeg_destroy_decompress(info);
        free(info);
        return NULL;
    }
    while (info->output_scanline < info->output_height) {
        JSAMPROW row = pixels + stride * info->output_scanline;
        jpeg_read_scanlines(info, &row, 1);
    }
    *width = (int)info->output_width;
    *height = (int)info->output_height;
    *rows = *height;
    if (failure.warned) {
        // A progressive file warns before its first row and then decodes every row, coarser.
        if (!(failure.warned_at == 0 && info->progressive_mode)) *rows = (int)failure.warned_at;
        *cut_short = failure.cut_short;
        *status = *rows > 0 ? SWIPE_JPEG_PARTIAL : SWIPE_JPEG_CORRUPT;
    } else {
        jpeg_finish_decompress(info);
        *status = SWIPE_JPEG_OK;
    }
    jpeg_destroy_decompress(info);
    free(info);
    if (*status == SWIPE_JPEG_CORRUPT) {
        free(pixels);
        return NULL;
    }
    return pixels;
}
