// Package reference embeds the in-game rules reference: the turn, combat,
// power and timing rules and every keyword, restated in the game's own
// words, plus a summary of the engine's rulings.
//
// Each file is a light Markdown: "# " starts a chapter, "## " an entry;
// an entry may begin with "keys:" (other names it is found by, comma
// separated) and "see:" (the printed sections it rests on); the rest is
// its text, in paragraphs and "- " bullets. Package scenes parses it.
package reference

import (
	"embed"
	"io/fs"
)

//go:embed *.md
var files embed.FS

// Files are the reference's Markdown files, in reading order.
var Files = []string{"turn.md", "combat.md", "power.md", "timing.md", "keywords.md", "terms.md", "rulings.md"}

// FS is the embedded reference.
func FS() fs.FS { return files }
