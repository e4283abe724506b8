#!/usr/bin/env bash
# macos-app.sh builds dist/Twilight-VERSION-macos.zip holding Twilight.app, a
# universal (amd64 + arm64) application bundle. It must run on a Mac:
# Ebitengine uses cgo against the system frameworks there, so neither Linux
# nor Windows can cross-build it.
#
# Needs: Go, and the Xcode command-line tools (xcode-select --install) for
# clang, lipo, iconutil and codesign.
#
# Recipe:
#   1. go build twice, GOARCH=amd64 and GOARCH=arm64, CGO_ENABLED=1
#   2. lipo -create joins them into one universal binary
#   3. Twilight.app/Contents/{MacOS/twilight, Info.plist, Resources/Twilight.icns}
#      the .icns comes from `go run ./build/icon -iconset` and iconutil
#   4. codesign: ad hoc ("-") by default, or SIGN_IDENTITY="Developer ID
#      Application: ..." for distribution (then notarize with notarytool)
#   5. ditto zips the bundle, keeping its attributes
#
# Usage: [VERSION=1.2.3] [BUNDLE_ID=...] [SIGN_IDENTITY=...] build/macos-app.sh
set -euo pipefail
shopt -s inherit_errexit

case "${1:-}" in
-h | --help)
	sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'
	exit 0
	;;
"") ;;
*)
	echo "macos-app.sh: unexpected argument \"$1\" (see build/macos-app.sh -h)" >&2
	exit 2
	;;
esac

if [[ "$(uname -s)" != Darwin ]]; then
	echo "macos-app.sh: this builds the macOS app and has to run on a Mac (found $(uname -s))." >&2
	echo "macos-app.sh: on Linux use build/release.sh for the Linux and Windows archives." >&2
	exit 1
fi
if ! xcode-select -p >/dev/null 2>&1; then
	echo "macos-app.sh: the Xcode command-line tools are missing; run: xcode-select --install" >&2
	exit 1
fi

cd "$(dirname "$0")/.."
GO="${GO:-go}"
VERSION="${VERSION:-$(git describe --tags --always --dirty 2>/dev/null || echo dev)}"
VERSION="${VERSION#v}"
BUNDLE_ID="${BUNDLE_ID:-org.twilight.client}"
SIGN_IDENTITY="${SIGN_IDENTITY:--}"
short="0.0.0"
if [[ "$VERSION" =~ ^([0-9]+\.[0-9]+\.[0-9]+) ]]; then
	short="${BASH_REMATCH[1]}"
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
app="$work/Twilight.app"
mkdir -p "$app/Contents/MacOS" "$app/Contents/Resources" dist

ldflags="-s -w -X main.version=$VERSION"
for arch in amd64 arm64; do
	echo "macos-app: building darwin/$arch"
	CGO_ENABLED=1 GOOS=darwin GOARCH="$arch" "$GO" build -trimpath -ldflags "$ldflags" -o "$work/twilight-$arch" .
done
lipo -create -output "$app/Contents/MacOS/twilight" "$work/twilight-amd64" "$work/twilight-arm64"

"$GO" run ./build/icon -iconset "$work/Twilight.iconset"
iconutil -c icns -o "$app/Contents/Resources/Twilight.icns" "$work/Twilight.iconset"
cp assets/fonts/OFL.txt "$app/Contents/Resources/FONT-LICENSE.txt"

cat >"$app/Contents/Info.plist" <<PLIST
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>CFBundleDevelopmentRegion</key><string>en</string>
	<key>CFBundleDisplayName</key><string>Twilight of the Gods</string>
	<key>CFBundleName</key><string>Twilight</string>
	<key>CFBundleExecutable</key><string>twilight</string>
	<key>CFBundleIdentifier</key><string>${BUNDLE_ID}</string>
	<key>CFBundleIconFile</key><string>Twilight</string>
	<key>CFBundleInfoDictionaryVersion</key><string>6.0</string>
	<key>CFBundlePackageType</key><string>APPL</string>
	<key>CFBundleShortVersionString</key><string>${short}</string>
	<key>CFBundleVersion</key><string>${VERSION}</string>
	<key>LSApplicationCategoryType</key><string>public.app-category.card-games</string>
	<key>LSMinimumSystemVersion</key><string>12.0</string>
	<key>NSHighResolutionCapable</key><true/>
</dict>
</plist>
PLIST

codesign --force --deep --options runtime --sign "$SIGN_IDENTITY" "$app"
ditto -c -k --keepParent "$app" "dist/Twilight-$VERSION-macos.zip"
echo "macos-app: dist/Twilight-$VERSION-macos.zip"
