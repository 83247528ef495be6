// libwebp's decoder and its animation decoder (libwebpdemux), as Debian packages them
// (libwebp-dev). Only the picture decoder in SwipeComponents imports it.
#include <webp/decode.h>
#include <webp/demux.h>
