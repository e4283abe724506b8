#!/usr/bin/env bash
# add-icons.sh copies game-icons.net glyphs into assets/art/ and refreshes
# the icon list in assets/art/CREDITS.md.
#
# Usage: assets/art/add-icons.sh NAME...        add the named icons
#        assets/art/add-icons.sh --from-cards   add every art: name used in assets/cards/*.txt
#
# It installs the npm package @iconify-json/game-icons (pinned below) into a
# temporary directory, wraps each icon body in <svg viewBox="0 0 512 512">
# with currentColor replaced by #1a1a1a, and writes NAME.svg. Names that are
# not game-icons.net icons are reported and the script exits 1.
set -euo pipefail

version=1.2.4
here="$(cd "$(dirname "$0")" && pwd)"

names=()
if [[ "${1:-}" == --from-cards ]]; then
	while IFS= read -r n; do names+=("$n"); done < <(
		sed -n 's/^[[:space:]]*art:[[:space:]]*\([^[:space:]]*\).*/\1/p' "$here"/../cards/*.txt | sort -u
	)
else
	names=("$@")
fi
if ((${#names[@]} == 0)); then
	sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'
	exit 2
fi

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && npm init -y >/dev/null && npm install --silent --no-audit --no-fund "@iconify-json/game-icons@$version" >/dev/null)

node - "$tmp/node_modules/@iconify-json/game-icons/icons.json" "$here" "${names[@]}" <<'EOF'
const fs = require("fs");
const path = require("path");
const [, , iconsPath, dir, ...names] = process.argv;
const set = JSON.parse(fs.readFileSync(iconsPath, "utf8"));
let missing = [];
let added = 0;
for (const n of names) {
  const icon = set.icons[n] || (set.aliases && set.aliases[n] && set.icons[set.aliases[n].parent]);
  if (!icon) { missing.push(n); continue; }
  const file = path.join(dir, n + ".svg");
  if (fs.existsSync(file)) continue;
  const body = icon.body.replace(/currentColor/g, "#1a1a1a");
  fs.writeFileSync(file, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${body}</svg>\n`);
  added++;
}
// Rewrite the list at the end of CREDITS.md from the files present.
const credits = path.join(dir, "CREDITS.md");
const text = fs.readFileSync(credits, "utf8");
const marker = "File name = game-icons.net icon name:\n";
const all = fs.readdirSync(dir).filter(f => f.endsWith(".svg")).map(f => f.slice(0, -4)).sort();
let head = text.slice(0, text.indexOf(marker) + marker.length);
head = head.replace(/The \d+ SVG glyphs/, `The ${all.length} SVG glyphs`);
fs.writeFileSync(credits, head + "\n" + all.map(n => "- `" + n + "`").join("\n") + "\n");
console.log(`added ${added}, ${all.length} glyphs in all`);
if (missing.length) {
  console.error("not game-icons.net icons: " + missing.join(" "));
  process.exit(1);
}
EOF
