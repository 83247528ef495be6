// fontconfig, as Debian packages it (libfontconfig-dev): finds the file of the font big
// titles are drawn with (DejaVu Sans Bold from fonts-dejavu-core, or what the system
// configures for that name). Only SwipeComponents' lettering imports it.
#include <fontconfig/fontconfig.h>
