// libwebp's decoder, as Debian packages it. Only SwipeTUI's picture decoder imports it.
#include <webp/decode.h>
