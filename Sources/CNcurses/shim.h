#ifndef SWIPE_TUI_CNCURSES_SHIM_H
#define SWIPE_TUI_CNCURSES_SHIM_H

/* SwiftPM drops the -D flags pkg-config gives for ncursesw, so the wide-character
   API (cchar_t, setcchar, wget_wch) would vanish without this define. */
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <wchar.h>
#include <curses.h>

/* Attribute macros are casts through NCURSES_BITS, which Swift cannot import. */
static inline attr_t cn_a_normal(void) { return A_NORMAL; }
static inline attr_t cn_a_bold(void) { return A_BOLD; }
static inline attr_t cn_a_dim(void) { return A_DIM; }
static inline attr_t cn_a_italic(void) { return A_ITALIC; }
static inline attr_t cn_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cn_a_reverse(void) { return A_REVERSE; }

/* Globals that Swift 6 strict concurrency refuses to touch directly. */
static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline int cn_colors(void) { return COLORS; }
static inline int cn_color_pairs(void) { return COLOR_PAIRS; }

/* tiparm is variadic, which Swift cannot call: one wrapper per parameter count. It only
   formats a capability string (no terminal needed) into a static buffer. */
static inline const char *cn_tiparm1(const char *cap, int a) { return tiparm(cap, a); }
static inline const char *cn_tiparm2(const char *cap, int a, int b) { return tiparm(cap, a, b); }

#endif
