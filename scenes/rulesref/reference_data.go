package rulesref

import (
	"bufio"
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"sync"
	"twilight/assets/reference"
	"twilight/rules"
	"unicode"
)

// RefEntry is one entry of the rules reference.
type RefEntry struct {
	Chapter string
	Title   string
	Keys    []string // other names it is found by, lower case
	See     string   // the printed sections it rests on
	Body    []refBlock

	words []string // every word of the title, keys and text, lower case
}

// refBlock is a paragraph or a bullet of an entry's text.
type refBlock struct {
	Text   string
	Bullet bool
}

// Text is the entry's text as plain lines: paragraphs separated by blank
// lines, bullets marked "• ".
func (e *RefEntry) Text() string {
	var b strings.Builder
	for i, bl := range e.Body {
		if i > 0 {
			if bl.Bullet && e.Body[i-1].Bullet {
				b.WriteString("\n")
			} else {
				b.WriteString("\n\n")
			}
		}
		if bl.Bullet {
			b.WriteString("• ")
		}
		b.WriteString(bl.Text)
	}
	return b.String()
}

// ReferenceBook parses the embedded reference once; it never changes
// afterwards.
var ReferenceBook = sync.OnceValues(func() ([]RefEntry, error) {
	return parseReference(reference.FS(), reference.Files)
})

// parseReference reads the reference's Markdown files, in order.
func parseReference(fsys fs.FS, files []string) ([]RefEntry, error) {
	var out []RefEntry
	for _, name := range files {
		f, err := fsys.Open(name)
		if err != nil {
			return nil, err
		}
		chapter := ""
		var cur *RefEntry
		para := []string{}
		bullet := false
		flush := func() {
			if cur != nil && len(para) > 0 {
				cur.Body = append(cur.Body, refBlock{Text: strings.Join(para, " "), Bullet: bullet})
			}
			para, bullet = para[:0], false
		}
		sc := bufio.NewScanner(f)
		n := 0
		for sc.Scan() {
			n++
			line := strings.TrimRight(sc.Text(), " \t")
			switch {
			case strings.HasPrefix(line, "# "):
				flush()
				chapter = strings.TrimSpace(line[2:])
			case strings.HasPrefix(line, "## "):
				flush()
				if chapter == "" {
					f.Close()
					return nil, fmt.Errorf("%s:%d: an entry before any chapter", name, n)
				}
				out = append(out, RefEntry{Chapter: chapter, Title: strings.TrimSpace(line[3:])})
				cur = &out[len(out)-1]
			case cur == nil && strings.TrimSpace(line) != "":
				f.Close()
				return nil, fmt.Errorf("%s:%d: text before any entry", name, n)
			case cur != nil && len(cur.Body) == 0 && len(para) == 0 && strings.HasPrefix(line, "keys:"):
				for _, k := range strings.Split(line[len("keys:"):], ",") {
					if k = strings.ToLower(strings.TrimSpace(k)); k != "" {
						cur.Keys = append(cur.Keys, k)
					}
				}
			case cur != nil && len(cur.Body) == 0 && len(para) == 0 && strings.HasPrefix(line, "see:"):
				cur.See = strings.TrimSpace(line[len("see:"):])
			case strings.TrimSpace(line) == "":
				flush()
			case strings.HasPrefix(line, "- "):
				flush()
				para, bullet = append(para, strings.TrimSpace(line[2:])), true
			default:
				para = append(para, strings.TrimSpace(line))
			}
		}
		flush()
		f.Close()
		if err := sc.Err(); err != nil {
			return nil, err
		}
	}
	for i := range out {
		e := &out[i]
		e.words = searchWords(e.Title + " " + strings.Join(e.Keys, " ") + " " + e.Text())
		slices.Sort(e.words)
		e.words = slices.Compact(e.words)
	}
	return out, nil
}

// searchWords splits s into lower-case words of letters and digits.
func searchWords(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// hasWordPrefix reports whether some word in the sorted list ws starts
// with p.
func hasWordPrefix(ws []string, p string) bool {
	i, _ := slices.BinarySearch(ws, p)
	return i < len(ws) && strings.HasPrefix(ws[i], p)
}

// normKey is a keyword as looked up: lower case, single spaces, no
// surrounding punctuation.
func normKey(s string) string {
	s = strings.ToLower(strings.Join(strings.Fields(s), " "))
	return strings.TrimFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// LookupReference finds the entry for a keyword as it appears on a card:
// by title or another name, then with its number read as X ("Armor 2",
// "Destroy: 1"), then without it.
func LookupReference(book []RefEntry, keyword string) (int, bool) {
	k := normKey(keyword)
	if k == "" {
		return -1, false
	}
	tries := []string{k}
	// "destroy: 1" → "destroy x" → "destroy"
	base := strings.TrimRightFunc(k, func(r rune) bool { return unicode.IsDigit(r) || r == ' ' || r == ':' })
	if base != k {
		tries = append(tries, base+" x", base)
	}
	if strings.HasSuffix(k, " x") {
		tries = append(tries, strings.TrimSuffix(k, " x"))
	}
	if strings.HasSuffix(k, "s") {
		tries = append(tries, strings.TrimSuffix(k, "s"))
	}
	for _, t := range tries {
		for i := range book {
			if normKey(book[i].Title) == t {
				return i, true
			}
		}
		for i := range book {
			if slices.Contains(book[i].Keys, t) {
				return i, true
			}
		}
	}
	return -1, false
}

// ReferenceEntry looks up a keyword or rules term (as printed on a card:
// "Armor 2", "Obliterate: 5", "Mini-cards") in the rules reference and
// returns its entry's title and text.
func ReferenceEntry(keyword string) (title, text string, ok bool) {
	book, err := ReferenceBook()
	if err != nil {
		return "", "", false
	}
	i, ok := LookupReference(book, keyword)
	if !ok {
		return "", "", false
	}
	return book[i].Title, book[i].Text(), true
}

// FilterReference lists the entries matching query, best first. Every
// word of the query must begin some word of the entry (its title, other
// names or text). Entries whose title starts with the query come first,
// then those with the query as another name, then those whose title or
// other names hold it, then the rest, each group in book order. An empty
// query lists everything in book order.
func FilterReference(book []RefEntry, query string) []int {
	q := strings.ToLower(strings.Join(strings.Fields(query), " "))
	var out []int
	if q == "" {
		for i := range book {
			out = append(out, i)
		}
		return out
	}
	words := searchWords(q)
	if len(words) == 0 {
		return nil
	}
	rank := map[int]int{}
	for i := range book {
		e := &book[i]
		if slices.ContainsFunc(words, func(w string) bool { return !hasWordPrefix(e.words, w) }) {
			continue // some word of the query is missing
		}
		title := strings.ToLower(e.Title)
		r := 4
		switch {
		case strings.HasPrefix(title, q):
			r = 0
		case slices.Contains(e.Keys, q):
			r = 1
		case strings.Contains(title, q):
			r = 2
		case slices.ContainsFunc(e.Keys, func(k string) bool { return strings.Contains(k, q) }):
			r = 3
		}
		rank[i] = r
		out = append(out, i)
	}
	slices.SortStableFunc(out, func(a, b int) int { return rank[a] - rank[b] })
	return out
}

// CardTerms lists the rules terms a card's text uses that the rules
// reference explains, in a fixed order: its keywords, then the triggers,
// conditions and effects of its abilities.
func CardTerms(def *rules.CardDef) []string {
	var words []string
	words = append(words, def.Keywords.Names()...)
	for _, ab := range def.Abilities {
		switch ab.Trigger {
		case rules.OnDeathbound, rules.OnRequiem, rules.OnGuardian, rules.OnPrescience, rules.OnDefile, rules.OnUpkeep:
			words = append(words, ab.Trigger.String())
		}
		for _, cl := range ab.Clauses {
			switch cl.Cond {
			case rules.IfSavagery, rules.IfRenewal, rules.IfObliterate, rules.IfConviction, rules.IfPrescience:
				words = append(words, cl.Cond.String())
			}
			if sp := cl.Op.Spec(); sp != nil && sp.Term != "" {
				words = append(words, sp.Term)
			}
		}
	}
	if def.Mini {
		words = append(words, "Mini-cards")
	}
	if def.Type == rules.Intrigue {
		words = append(words, "Upkeep")
	}
	words = append(words, "Heresy")
	var out []string
	seen := map[string]bool{}
	for _, w := range words {
		if seen[w] {
			continue
		}
		seen[w] = true
		if _, _, ok := ReferenceEntry(w); ok {
			out = append(out, w)
		}
	}
	return out
}
