package commands

import (
	"io/fs"

	"twilight/cmdline"
	"twilight/rules/cardset"
)

// validate is the "validate [-extended | -draft] FILE..." command: its flags
// here, its work in cardset.ValidateReport.
func validate(env cmdline.Env, args []string, base fs.FS) int {
	c := env.Command("validate", "[-extended | -draft] FILE...", `Checks card files (read on top of the base set, like a Season; a file named like a
base-set file replaces it) and deck lists (Deity: and "3 Card" lines, or *.deck).
Only regular files of at most 1 MB are read; others are reported as skipped.`)
	extended := c.Bool("extended", false, "judge decks as Extended decks (51 to 100 cards)")
	draft := c.Bool("draft", false, "judge decks by the Card Drafting rules (no copy limits)")
	if code, done := c.Parse(args); done {
		return code
	}
	switch {
	case c.NArg() == 0:
		return c.Usage("no files given")
	case *extended && *draft:
		return c.Usage("-extended and -draft cannot be combined")
	}
	decks := cardset.StandardDecks
	switch {
	case *extended:
		decks = cardset.ExtendedDecks
	case *draft:
		decks = cardset.DraftDecks
	}
	return cardset.ValidateReport(env.Stdout, env.Stderr, base, c.Args(), decks)
}
