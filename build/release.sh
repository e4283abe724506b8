#!/usr/bin/env bash
# release.sh cross-builds Twilight into dist/:
#
#   dist/twilight-VERSION-linux-amd64.tar.gz    native cgo build (run on Linux)
#   dist/twilight-VERSION-windows-amd64.zip     CGO_ENABLED=0, -H=windowsgui,
#                                               icon and version info by go-winres
#
# Each archive holds the game (twilight) and twilight-tools (scenario,
# validate and sim without any window code, so they run with no display).
#
# VERSION defaults to `git describe --tags --always --dirty`, or "dev".
# Usage: [VERSION=1.2.3] build/release.sh
#
# macOS builds need a Mac (cgo against the system frameworks): see
# build/macos-app.sh.
set -euo pipefail
shopt -s inherit_errexit

case "${1:-}" in
-h | --help)
	sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'
	exit 0
	;;
"") ;;
*)
	echo "release.sh: unexpected argument \"$1\" (see build/release.sh -h)" >&2
	exit 2
	;;
esac

cd "$(dirname "$0")/.."
root="$PWD"

GO="${GO:-go}"
WINRES="github.com/tc-hib/go-winres@v0.3.3"
VERSION="${VERSION:-$(git describe --tags --always --dirty 2>/dev/null || echo dev)}"
VERSION="${VERSION#v}"

# Windows wants four numbers: take the leading x.y.z of VERSION, or 0.0.0.
numeric="0.0.0"
if [[ "$VERSION" =~ ^([0-9]+)\.([0-9]+)\.([0-9]+) ]]; then
	numeric="${BASH_REMATCH[1]}.${BASH_REMATCH[2]}.${BASH_REMATCH[3]}"
fi

build/deps.sh release

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p dist

ldflags="-s -w -X main.version=$VERSION"

stage() { # stage NAME: a fresh directory with the files every archive carries
	local dir="$work/$1"
	mkdir -p "$dir"
	cp README.md "$dir/README.md"
	cp assets/fonts/OFL.txt "$dir/FONT-LICENSE.txt"
	if [[ -f assets/art/CREDITS.md ]]; then
		cp assets/art/CREDITS.md "$dir/ART-CREDITS.md"
	fi
	echo "$dir"
}

# --- linux/amd64 ---------------------------------------------------------
name="twilight-$VERSION-linux-amd64"
dir="$(stage "$name")"
echo "release: building $name"
CGO_ENABLED=1 GOOS=linux GOARCH=amd64 "$GO" build -trimpath -ldflags "$ldflags" -o "$dir/twilight" .
CGO_ENABLED=0 GOOS=linux GOARCH=amd64 "$GO" build -trimpath -ldflags "$ldflags" -o "$dir/twilight-tools" ./cmd/twilight-tools
tar -C "$work" -czf "dist/$name.tar.gz" "$name"

# --- windows/amd64 -------------------------------------------------------
name="twilight-$VERSION-windows-amd64"
dir="$(stage "$name")"
echo "release: building $name"
# go-winres reads icons relative to its JSON, so fill the versions into a
# copy of the whole winres/ directory.
cp -r winres "$work/winres"
sed -i \
	-e "s/\"file_version\": \"[^\"]*\"/\"file_version\": \"$numeric.0\"/" \
	-e "s/\"product_version\": \"[^\"]*\"/\"product_version\": \"$numeric.0\"/" \
	-e "s/\"FileVersion\": \"[^\"]*\"/\"FileVersion\": \"$VERSION\"/" \
	-e "s/\"ProductVersion\": \"[^\"]*\"/\"ProductVersion\": \"$VERSION\"/" \
	-e "s/\"version\": \"[^\"]*\"/\"version\": \"$numeric.0\"/" \
	"$work/winres/winres.json"
syso="$root/zz_winres_windows_amd64.syso"
trap 'rm -rf "$work" "$syso"' EXIT
"$GO" run "$WINRES" make --in "$work/winres/winres.json" --arch amd64 --out "$work/rsrc"
# The .syso must sit in the main package's directory for go build to link it;
# it only affects windows/amd64 builds and is removed again right after.
mv "$work/rsrc_windows_amd64.syso" "$syso"
CGO_ENABLED=0 GOOS=windows GOARCH=amd64 "$GO" build -trimpath -ldflags "$ldflags -H=windowsgui" -o "$dir/twilight.exe" .
rm -f "$syso"
# A console program (no -H=windowsgui), so its output reaches the terminal.
CGO_ENABLED=0 GOOS=windows GOARCH=amd64 "$GO" build -trimpath -ldflags "$ldflags" -o "$dir/twilight-tools.exe" ./cmd/twilight-tools
(cd "$work" && zip -qr9 "$root/dist/$name.zip" "$name")

echo "release: done"
ls -l dist/twilight-"$VERSION"-*
