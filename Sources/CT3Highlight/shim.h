// libt3highlight, as Debian packages it (libt3highlight-dev): the syntax highlighter of
// code blocks, file cards and decks. Its language definitions are libt3config files; ours
// are carried in the binary and read from memory, so the reader is given an include hook
// that resolves `%include` through us instead of the current directory.
#include <stdio.h>
#include <t3config/config.h>
#include <t3highlight/highlight.h>

/// Reads a language definition from `size` bytes at `buffer`, resolving every `%include`
/// through `open` (called with the included name and `data`; NULL refuses it).
static inline t3_config_t *swipe_t3_read_definition(const char *buffer, size_t size,
                                                    FILE *(*open)(const char *, void *), void *data,
                                                    t3_config_error_t *error) {
    t3_config_opts_t opts;
    opts.flags = T3_CONFIG_INCLUDE_USER;
    opts.include_callback.user.open = open;
    opts.include_callback.user.data = data;
    return t3_config_read_buffer(buffer, size, error, &opts);
}
