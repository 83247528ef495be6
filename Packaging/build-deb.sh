#!/usr/bin/env bash
# Builds the Debian package of swipe-tui from a release build, without the network:
#   Packaging/build-deb.sh BINARY OUTDIR
# The tree is what `make install PREFIX=/usr` puts down (binary, man page, completions,
# demo deck, shell key bindings) plus /usr/share/doc/swipe-tui/copyright; Depends is what dpkg-shlibdeps
# reads off the binary's shared libraries (libfreetype6 and libfontconfig1 among them), and the font big
# titles are drawn with is recommended (without it they are ordinary text). Prints the path of the .deb it wrote.
set -euo pipefail

binary=$(readlink -f "$1")
outdir=$2
here=$(cd "$(dirname "$0")/.." && pwd)

version=$("$binary" --version)
case $version in
  *[!0-9A-Za-z.+~-]*|"") echo "build-deb: '$version' is not a package version" >&2; exit 1 ;;
esac
arch=$(dpkg --print-architecture)
# The maintainer: DEB_MAINTAINER, else the author of the commit the package is built from.
maintainer=${DEB_MAINTAINER:-$(git -C "$here" log -1 --format='%an <%ae>' 2>/dev/null || true)}
maintainer=${maintainer:-swipe-tui maintainers <root@localhost>}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
root=$work/root
mkdir -p "$root/DEBIAN"

make -s -C "$here" --no-print-directory install-files BIN="$binary" DESTDIR="$root" PREFIX=/usr
install -Dm644 "$here/Packaging/copyright" "$root/usr/share/doc/swipe-tui/copyright"
gzip -9n < "$here/Resources/swipe-tui.1" > "$work/swipe-tui.1.gz"
rm -f "$root/usr/share/man/man1/swipe-tui.1"
install -Dm644 "$work/swipe-tui.1.gz" "$root/usr/share/man/man1/swipe-tui.1.gz"

# dpkg-shlibdeps wants to stand in a source tree: a debian/control of one line will do.
mkdir -p "$work/src/debian"
printf 'Source: swipe-tui\n' > "$work/src/debian/control"
depends=$(cd "$work/src" && dpkg-shlibdeps -O -e"$root/usr/bin/swipe-tui" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "build-deb: dpkg-shlibdeps found no dependencies" >&2; exit 1; }

size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
cat > "$root/DEBIAN/control" <<CONTROL
Package: swipe-tui
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $size
Depends: $depends
Recommends: fonts-dejavu-core
Section: utils
Priority: optional
Description: carousel, picker, presenter and picture browser for the terminal
 swipe-tui shows lines, files, directories, JSON, markdown decks and pictures
 as cards or a list, moved through with keys, the wheel and mouse drags that
 glide and snap. It filters as you type and prints the pick on stdout, so it
 works in pipelines; it also presents markdown talks and browses pictures.
CONTROL

find "$root" -type d -exec chmod 755 {} +
mkdir -p "$outdir"
deb=$(readlink -f "$outdir")/swipe-tui_${version}_${arch}.deb
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
echo "$deb"
