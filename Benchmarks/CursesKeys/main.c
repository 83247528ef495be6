/* curses-keys: the yardstick for "key → first byte" in `make bench` (swipe-bench latency).
 *
 * A small, plain ncurses program that does what swipe-tui does for → and ←, without the
 * motion: it shows a row of numbered cards (boxes of WIDTH×HEIGHT, two columns apart, the
 * focused one in the middle with a bold frame) and a status line "N / COUNT". On → or ← it
 * moves the focus by one, erases the screen, draws every visible card again and calls
 * refresh() at once, the ordinary curses way: getch, redraw, refresh, leaving ncurses'
 * optimiser to send only what changed. q quits.
 *
 * usage: curses-keys COUNT WIDTH HEIGHT
 */
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <curses.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>

static int count, width, height;

/* One card: a box with its number as the title and a line of text inside. */
static void draw_card(int item, int x, int y, int focused) {
    int right = x + width - 1, bottom = y + height - 1;
    attr_t frame = focused ? A_BOLD : A_DIM;
    attron(frame);
    for (int column = x; column <= right; column++) {
        if (column < 0 || column >= COLS) continue;
        chtype top = column == x ? ACS_ULCORNER : column == right ? ACS_URCORNER : ACS_HLINE;
        chtype low = column == x ? ACS_LLCORNER : column == right ? ACS_LRCORNER : ACS_HLINE;
        mvaddch(y, column, top);
        mvaddch(bottom, column, low);
        if (column == x || column == right) {
            for (int row = y + 1; row < bottom; row++) mvaddch(row, column, ACS_VLINE);
        }
    }
    attroff(frame);
    char text[64];
    snprintf(text, sizeof text, " %d ", item + 1);
    if (focused) attron(A_BOLD);
    for (int i = 0; text[i] && x + 2 + i < right; i++) {
        if (x + 2 + i >= 0 && x + 2 + i < COLS) mvaddch(y, x + 2 + i, (chtype)(unsigned char)text[i]);
    }
    if (focused) attroff(A_BOLD);
    snprintf(text, sizeof text, "item %d of %d", item + 1, count);
    for (int i = 0; text[i] && x + 2 + i < right; i++) {
        if (x + 2 + i >= 0 && x + 2 + i < COLS) mvaddch(y + 2, x + 2 + i, (chtype)(unsigned char)text[i]);
    }
}

/* The whole screen for `focus`: the focused card in the middle, neighbours either side. */
static void draw(int focus) {
    erase();
    int pitch = width + 2;
    int left = (COLS - width) / 2, top = (LINES - 1 - height) / 2;
    int reach = left / pitch + 1;
    for (int offset = -reach; offset <= reach; offset++) {
        int item = focus + offset;
        if (item < 0 || item >= count) continue;
        draw_card(item, left + offset * pitch, top, offset == 0);
    }
    mvprintw(LINES - 1, 1, "%d / %d", focus + 1, count);
    refresh();
}

int main(int argc, char **argv) {
    if (argc != 4 || (count = atoi(argv[1])) < 1 || (width = atoi(argv[2])) < 4 || (height = atoi(argv[3])) < 3) {
        fprintf(stderr, "usage: curses-keys COUNT WIDTH HEIGHT\n");
        return 2;
    }
    setlocale(LC_ALL, "C.UTF-8");
    initscr();
    noecho();
    cbreak();
    keypad(stdscr, TRUE);
    curs_set(0);
    int focus = 0;
    draw(focus);
    for (;;) {
        int key = getch();
        if (key == 'q' || key == ERR) break;
        if (key == KEY_RIGHT && focus + 1 < count) focus++;
        else if (key == KEY_LEFT && focus > 0) focus--;
        else continue;
        draw(focus);
    }
    endwin();
    return 0;
}
