// Picture encoders for the benchmark's fixtures only: stb_image_write (PNG, JPEG, BMP, from
// libstb) and libwebp's encoder. The app never writes pictures.
#include <stb_image_write.h>
#include <webp/encode.h>
