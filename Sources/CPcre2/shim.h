// PCRE2's 8-bit library, as Debian packages it (libpcre2-dev): the regular expressions of
// fzf's `-d/--delimiter`, matched on an item's own bytes with a limit on the work one match
// may take. Only SwipeTUI's field delimiter imports it.
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
