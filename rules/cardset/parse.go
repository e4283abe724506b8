package cardset

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"twilight/rules"
	"twilight/rules/userfile"
)

// srcLine is one meaningful line of a file: blank and comment-only lines
// are dropped, surrounding space is trimmed.
type srcLine struct {
	n    int
	text string
}

// MaxLineLength is the longest line a card file or deck list may have, in
// characters; the longest line of the base set is under 200.
const MaxLineLength = 2000

// readLines reads the meaningful lines of file from r. Inline comments are
// left in place: whether " #" starts a comment depends on the field. A line
// that is not text — invalid UTF-8, a control character (an escape
// sequence, NUL), a bidirectional override such as U+202E, an invisible
// format character — is reported as a problem at its line, and read on
// with each such character replaced by U+FFFD, so that the file's other
// problems are still found and nothing of it reaches a terminal or a card
// face raw. A line that is too long is reported and left out. The reader
// is read to at most MaxFileSize bytes.
func readLines(file string, r io.Reader) ([]srcLine, []Problem) {
	data, err := io.ReadAll(io.LimitReader(r, MaxFileSize+1))
	if err != nil {
		return nil, []Problem{{File: file, Msg: "cannot be read: " + err.Error()}}
	}
	if len(data) > MaxFileSize {
		return nil, []Problem{{File: file, Msg: fmt.Sprintf("is too large (more than %d bytes); a card file or deck list is far smaller", MaxFileSize)}}
	}
	var out []srcLine
	var probs []Problem
	text := strings.TrimPrefix(string(data), "\ufeff")
	for i, raw := range strings.Split(text, "\n") {
		n := i + 1
		raw = strings.TrimSuffix(raw, "\r")
		if msg := lineProblem(raw); msg != "" {
			probs = append(probs, Problem{File: file, Line: n, Msg: msg})
			if utf8.RuneCountInString(raw) > MaxLineLength {
				continue
			}
			raw = strings.Map(func(r rune) rune {
				if unfit(r) {
					return utf8.RuneError
				}
				return r
			}, strings.ToValidUTF8(raw, "\uFFFD"))
		}
		t := strings.TrimSpace(raw)
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		out = append(out, srcLine{n, t})
	}
	return out, probs
}

// lineProblem says what makes a line unfit to read, or "".
func lineProblem(line string) string {
	if n := utf8.RuneCountInString(line); n > MaxLineLength {
		return fmt.Sprintf("the line is %d characters long; at most %d", n, MaxLineLength)
	}
	col := 0
	for i, r := range line {
		col++
		switch {
		case r == utf8.RuneError && !strings.HasPrefix(line[i:], "\uFFFD"):
			return fmt.Sprintf("not UTF-8 text (byte 0x%02X at column %d); save the file as UTF-8", line[i], col)
		case r == 0:
			return fmt.Sprintf("holds a NUL character (U+0000) at column %d; is this a text file?", col)
		case unicode.Is(unicode.Bidi_Control, r):
			return fmt.Sprintf("holds the bidirectional control %U at column %d, which makes text read differently from what it is", r, col)
		case userfile.IsControl(r):
			return fmt.Sprintf("holds the control character %U at column %d; card and deck files take printable text only", r, col)
		case unfit(r):
			return fmt.Sprintf("holds the invisible character %U at column %d; card and deck files take visible text only", r, col)
		}
	}
	return ""
}

// unfit reports the characters a card or deck file may not hold: controls
// (tab aside), bidirectional controls, line separators (userfile.IsControl)
// and the invisible zero-width space, word joiner and byte-order mark.
func unfit(r rune) bool {
	return userfile.IsControl(r) || r == '\u200b' || r == '\u2060' || r == '\ufeff'
}

// stripComment removes a trailing comment: a '#' preceded by a space or tab.
func stripComment(s string) string {
	for i := 1; i < len(s); i++ {
		if s[i] == '#' && (s[i-1] == ' ' || s[i-1] == '\t') {
			return strings.TrimSpace(s[:i])
		}
	}
	return s
}

// splitField splits "head: value" at the first colon. ok is false when the
// line has no colon.
func splitField(s string) (head, value string, ok bool) {
	i := strings.IndexByte(s, ':')
	if i < 0 {
		return "", "", false
	}
	return strings.ToLower(strings.TrimSpace(s[:i])), strings.TrimSpace(s[i+1:]), true
}

// field is one "name: value" line of a block.
type field struct {
	val  string
	line int
}

// effectLine is one effect line of a block, parsed once the block's type
// is known.
type effectLine struct {
	head, body string
	line       int
}

// block is one card or deity block as written.
type block struct {
	deity   bool
	title   string
	line    int
	fields  map[string]field
	flavor  []string
	effects []effectLine
}

// Field names of card and deity blocks.
var (
	cardFields  = []string{"key", "level", "cost", "type", "faction", "stats", "keywords", "directions", "upkeep", "gem", "art", "mini"}
	deityFields = []string{"key", "faction", "conviction", "requirement", "deck", "art"}
	fieldAlias  = map[string]string{"factions": "faction", "keyword": "keywords", "direction": "directions", "flavour": "flavor"}
)

func isField(names []string, s string) bool {
	for _, n := range names {
		if n == s {
			return true
		}
	}
	return false
}

// parseBlocks splits a card file into blocks, reporting lines that belong
// to no block and fields given twice.
func parseBlocks(file string, lines []srcLine) ([]*block, []Problem) {
	var blocks []*block
	var probs []Problem
	bad := func(n int, f string, a ...any) { probs = append(probs, Problem{file, n, fmt.Sprintf(f, a...)}) }
	var cur *block
	for _, l := range lines {
		head, val, ok := splitField(l.text)
		if !ok {
			bad(l.n, "expected \"name: value\", found %q", l.text)
			continue
		}
		if a, ok := fieldAlias[head]; ok {
			head = a
		}
		if head == "card" || head == "deity" {
			title := stripComment(val)
			if title == "" {
				bad(l.n, "%s: needs a title", head)
			}
			cur = &block{deity: head == "deity", title: title, line: l.n, fields: map[string]field{}}
			blocks = append(blocks, cur)
			continue
		}
		if cur == nil {
			bad(l.n, "%q comes before any \"card:\" or \"deity:\" line", head+":")
			continue
		}
		names := cardFields
		if cur.deity {
			names = deityFields
		}
		switch {
		case head == "flavor":
			cur.flavor = append(cur.flavor, val)
		case head == "text":
			bad(l.n, "text: is not part of the format: a card's rules text is written from its effects")
		case isField(names, head):
			if prev, dup := cur.fields[head]; dup {
				bad(l.n, "%s: given twice (first at line %d)", head, prev.line)
				continue
			}
			cur.fields[head] = field{stripComment(val), l.n}
		default:
			cur.effects = append(cur.effects, effectLine{head: head, body: stripComment(val), line: l.n})
		}
	}
	return blocks, probs
}

// parseLevel reads I, II, III (or Lesser, Greater, Exalted).
func parseLevel(s string) (rules.Level, bool) {
	switch strings.ToLower(s) {
	case "i", "lesser":
		return rules.Lesser, true
	case "ii", "greater":
		return rules.Greater, true
	case "iii", "exalted":
		return rules.Exalted, true
	}
	return rules.NoLevel, false
}

// parseCost reads a list of levels such as "I I II".
func parseCost(s string) (rules.Cost, error) {
	var c rules.Cost
	words := strings.Fields(s)
	if len(words) == 0 {
		return c, fmt.Errorf("an empty cost (write levels such as \"I I II\")")
	}
	for _, w := range words {
		l, ok := parseLevel(w)
		if !ok {
			return c, fmt.Errorf("unknown level %q in cost (use I, II or III)", w)
		}
		if c[l-1] == 9 {
			return c, fmt.Errorf("more than 9 Aspects of level %s in cost", l.Roman())
		}
		c[l-1]++
	}
	return c, nil
}

var typeNames = map[string]rules.CardType{
	"creature": rules.Creature, "fortification": rules.Fortification,
	"intrigue": rules.Intrigue, "scheme": rules.Scheme,
}

var factionNames = map[string]rules.Faction{
	"aggression": rules.Aggression, "red": rules.Aggression,
	"negotiation": rules.Negotiation, "blue": rules.Negotiation,
	"mysticism": rules.Mysticism, "green": rules.Mysticism,
	"sanctuary": rules.Sanctuary, "brown": rules.Sanctuary,
}

// listWords splits a list written with commas, slashes, bars or spaces.
func listWords(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return r == ',' || r == '/' || r == '|' || r == ' ' || r == '\t'
	})
}

// parseFactions reads one or more faction names (or their colours).
func parseFactions(s string) (rules.FactionSet, error) {
	var fs rules.FactionSet
	words := listWords(s)
	if len(words) == 0 {
		return 0, fmt.Errorf("no faction given")
	}
	for _, w := range words {
		f, ok := factionNames[w]
		if !ok {
			return 0, fmt.Errorf("unknown faction %q (use aggression, negotiation, mysticism or sanctuary)", w)
		}
		fs |= 1 << f
	}
	return fs, nil
}

var dirNames = map[string]rules.Dir{"north": rules.North, "east": rules.East, "south": rules.South, "west": rules.West}

// parseDirs reads compass directions.
func parseDirs(s string) (rules.DirSet, error) {
	var ds rules.DirSet
	words := listWords(s)
	if len(words) == 0 {
		return 0, fmt.Errorf("no direction given")
	}
	for _, w := range words {
		d, ok := dirNames[w]
		if !ok {
			return 0, fmt.Errorf("unknown direction %q (use north, east, south or west)", w)
		}
		ds |= 1 << d
	}
	return ds, nil
}

// parseStats reads "Fight/Life".
func parseStats(s string) (fight, life int, err error) {
	a, b, ok := strings.Cut(s, "/")
	if !ok {
		return 0, 0, fmt.Errorf("stats must be written Fight/Life, such as 3/3")
	}
	fight, err1 := strconv.Atoi(strings.TrimSpace(a))
	life, err2 := strconv.Atoi(strings.TrimSpace(b))
	if err1 != nil || err2 != nil {
		return 0, 0, fmt.Errorf("stats must be written Fight/Life with whole numbers, such as 3/3")
	}
	if fight < 0 || fight > 20 || life < 0 || life > 20 {
		return 0, 0, fmt.Errorf("stats %d/%d out of range (Fight 0 to 20, Life 1 to 20)", fight, life)
	}
	return fight, life, nil
}

// parseKeywords reads "Armor 2, Initiative, Defile 1".
func parseKeywords(s string) (kw rules.Keyword, armor, defile int, err error) {
	for _, part := range strings.Split(s, ",") {
		words := strings.Fields(part)
		if len(words) == 0 {
			continue
		}
		k, ok := rules.KeywordByName(words[0])
		if !ok {
			return 0, 0, 0, fmt.Errorf("unknown keyword %q", words[0])
		}
		if kw&k != 0 {
			return 0, 0, 0, fmt.Errorf("keyword %s given twice", k.Names()[0])
		}
		kw |= k
		switch {
		case len(words) == 1:
			if k == rules.KwArmor {
				return 0, 0, 0, fmt.Errorf("Armor needs a number, such as \"Armor 1\"")
			}
		case len(words) == 2 && (k == rules.KwArmor || k == rules.KwDefile):
			n, e := strconv.Atoi(words[1])
			if e != nil || n < 1 || n > 9 {
				return 0, 0, 0, fmt.Errorf("%s takes a number from 1 to 9, not %q", k.Names()[0], words[1])
			}
			if k == rules.KwArmor {
				armor = n
			} else {
				defile = n
			}
		default:
			return 0, 0, 0, fmt.Errorf("unexpected %q after keyword %s", strings.Join(words[1:], " "), k.Names()[0])
		}
	}
	return kw, armor, defile, nil
}

// isSlug reports whether s is lower case words joined by single dashes.
func isSlug(s string) bool {
	return s != "" && rules.KeyOf(s) == s
}

// parseYes reads yes/no.
func parseYes(s string) (bool, bool) {
	switch strings.ToLower(s) {
	case "yes", "true":
		return true, true
	case "no", "false":
		return false, true
	}
	return false, false
}
