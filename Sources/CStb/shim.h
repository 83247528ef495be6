// stb_image as Debian builds it (libstb): PNG, JPEG, GIF (first frame), BMP, TGA, PSD
// decoded from memory. Only SwipeTUI's picture decoder imports it.
#include <stb_image.h>
