/* curses-replay: the yardstick `make bench` measures swipe-tui's writer against.
 *
 * A small, plain ncurses program: it reads a file of frames (the cells swipe-tui showed
 * during a scripted motion, recorded by swipe-bench) and paints each one with ncurses the
 * ordinary way, every cell with its attributes and colour pair, then refresh(), leaving
 * ncurses' own optimiser to decide what to send. At the end it writes the process CPU time
 * in microseconds to the stats file.
 *
 * usage: curses-replay FRAMES STATS
 *
 * FRAMES: "SWFR", u16 columns, u16 rows, u32 frame count, then per frame per cell:
 * u8 length and that many bytes of UTF-8 (0 for the right half of a wide glyph),
 * u8 attributes (1 bold, 2 dim, 4 italic, 8 underline, 16 reverse), i32 foreground and
 * i32 background (-1 the default, 0-255 a palette index), little-endian.
 */
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <curses.h>
#include <locale.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <wchar.h>

static int read_exact(FILE *file, void *buffer, size_t count) {
    return fread(buffer, 1, count, file) == count;
}

static attr_t attributes(uint8_t bits) {
    attr_t result = A_NORMAL;
    if (bits & 1) result |= A_BOLD;
    if (bits & 2) result |= A_DIM;
    if (bits & 4) result |= A_ITALIC;
    if (bits & 8) result |= A_UNDERLINE;
    if (bits & 16) result |= A_REVERSE;
    return result;
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: curses-replay FRAMES STATS\n");
        return 2;
    }
    FILE *file = fopen(argv[1], "rb");
    if (!file) {
        perror(argv[1]);
        return 2;
    }
    char magic[4];
    uint16_t columns, rows;
    uint32_t frames;
    if (!read_exact(file, magic, 4) || memcmp(magic, "SWFR", 4) != 0 || !read_exact(file, &columns, 2) ||
        !read_exact(file, &rows, 2) || !read_exact(file, &frames, 4)) {
        fprintf(stderr, "%s: not a frames file\n", argv[1]);
        return 2;
    }
    setlocale(LC_ALL, "C.UTF-8");
    initscr();
    noecho();
    cbreak();
    curs_set(0);
    start_color();
    use_default_colors();

    for (uint32_t frame = 0; frame < frames; frame++) {
        for (int y = 0; y < rows; y++) {
            for (int x = 0; x < columns; x++) {
                uint8_t length, bits;
                char glyph[64];
                int32_t fg, bg;
                if (!read_exact(file, &length, 1) || length >= sizeof glyph || !read_exact(file, glyph, length) ||
                    !read_exact(file, &bits, 1) || !read_exact(file, &fg, 4) || !read_exact(file, &bg, 4)) {
                    endwin();
                    fprintf(stderr, "%s: truncated\n", argv[1]);
                    return 2;
                }
                if (length == 0) continue; /* the right half of a wide glyph */
                glyph[length] = 0;
                wchar_t wide[CCHARW_MAX + 1];
                size_t count = mbstowcs(wide, glyph, CCHARW_MAX);
                if (count == (size_t)-1) continue;
                wide[count] = 0;
                int pair = (fg == -1 && bg == -1) ? 0 : alloc_pair(fg, bg);
                cchar_t cell;
                setcchar(&cell, wide, attributes(bits), (short)(pair > 0 ? pair : 0), NULL);
                mvadd_wch(y, x, &cell);
            }
        }
        refresh();
    }
    endwin();
    fclose(file);

    struct rusage usage;
    getrusage(RUSAGE_SELF, &usage);
    long micros = (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000000L + usage.ru_utime.tv_usec + usage.ru_stime.tv_usec;
    FILE *stats = fopen(argv[2], "w");
    if (stats) {
        fprintf(stats, "%ld\n", micros);
        fclose(stats);
    }
    return 0;
}
