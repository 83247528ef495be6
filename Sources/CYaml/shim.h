// libyaml's event parser, as Debian packages it (libyaml-dev): present mode's theme files
// (presenterm's YAML themes) and a talk's `theme:` front matter. Only SwipeTUI's theme
// reader imports it, and it reads events, never libyaml's document tree.
#include <yaml.h>
