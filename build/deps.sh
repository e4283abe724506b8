#!/usr/bin/env bash
# deps.sh installs the Debian/Ubuntu system packages Twilight needs.
#
# Usage: build/deps.sh [build|test|release|all]
#
#   build    (default) C headers and libraries Ebitengine's cgo build needs,
#            and xclip, which the deck builder copies and pastes deck lists with
#   test     build packages plus Xvfb and xauth, so GUI tests can run headless
#   release  build packages plus zip, for build/release.sh
#   all      everything above
#
# It is idempotent: each package is checked with dpkg-query first, and apt is
# only touched (apt-get update, then apt-get install -y) when something is
# missing. sudo is used only when not already root. It never prompts.
# Fonts are not needed at run time: they are embedded in the binary.
set -euo pipefail

mode="${1:-build}"

build_pkgs=(
	gcc       # cgo: Ebitengine's window (GLFW) and sound (oto's ALSA driver) are C on Linux
	libc6-dev # the C library's headers for cgo
	libgl1-mesa-dev
	libxcursor-dev
	libxi-dev
	libxinerama-dev
	libxrandr-dev
	libxxf86vm-dev
	libasound2-dev # sound: oto (Ebitengine's audio) builds against ALSA with cgo; pulls in libasound2
	pkg-config     # cgo finds alsa (and the X libraries) through it
	xclip # the deck builder's clipboard (Ebitengine 2.8 has no clipboard API)
)
test_pkgs=(xvfb xauth)
release_pkgs=(zip)

case "$mode" in
build) want=("${build_pkgs[@]}") ;;
test) want=("${build_pkgs[@]}" "${test_pkgs[@]}") ;;
release) want=("${build_pkgs[@]}" "${release_pkgs[@]}") ;;
all) want=("${build_pkgs[@]}" "${test_pkgs[@]}" "${release_pkgs[@]}") ;;
-h | --help)
	sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'
	exit 0
	;;
*)
	echo "deps.sh: unknown mode \"$mode\" (want build, test, release or all)" >&2
	exit 2
	;;
esac

if [[ "$(uname -s)" != Linux ]]; then
	echo "deps.sh: nothing to install on $(uname -s)"
	exit 0
fi
if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
	echo "deps.sh: not a Debian/Ubuntu system; install these yourself: ${want[*]}" >&2
	exit 1
fi

missing=()
for pkg in "${want[@]}"; do
	status="$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)"
	if [[ "$status" != "install ok installed" ]]; then
		missing+=("$pkg")
	fi
done

if ((${#missing[@]} == 0)); then
	exit 0
fi

echo "deps.sh: installing ${missing[*]}"
sudo=()
if [[ "$(id -u)" != 0 ]]; then
	if ! command -v sudo >/dev/null 2>&1; then
		echo "deps.sh: need root or sudo to install: ${missing[*]}" >&2
		exit 1
	fi
	sudo=(sudo -n)
	if [[ -t 0 ]]; then
		sudo=(sudo)
	fi
fi

export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q </dev/null
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}" </dev/null
