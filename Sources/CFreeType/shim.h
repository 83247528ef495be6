// FreeType 2, as Debian packages it (libfreetype-dev): the glyphs of present mode's big
// titles, rendered as 8-bit coverage from an installed font. Only SwipeComponents'
// lettering imports it.
#include <ft2build.h>
#include FT_FREETYPE_H
