// libcmark-gfm (CommonMark with GitHub's extensions: tables, strikethrough, task lists,
// autolinks), as Debian packages it. Only SwipeTUI's markdown renderer imports it.
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
