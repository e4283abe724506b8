package scenario

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"twilight/rules"
	"twilight/rules/cardset/cardsettest"
)

// A mutant is one wrong claim made from an expectation of a scenario
// file: the line changed to one of its alternatives. It is killed when the
// file fails with an alternative in place of the line, and survives when
// the file passes with every one of them: the line could not tell that
// wrong claim from the right one. Most mutants have one alternative; the
// "another card" mutant of a line has one per other card title of the
// scenario (the line must tell its card from some other card of the game),
// "another player" one per other seated player, and "another number" in
// an action (another ability or chain item) its two neighbours.
type mutant struct {
	line int      // 1-based
	alts []string // the changed line, or the changes that make one claim
	what string   // what was changed, for the report
}

// flips are words whose opposite is another word of the same expectation.
var flips = map[string]string{
	"has": "lacks", "lacks": "has", "seen-by": "hidden-from", "hidden-from": "seen-by",
	"exhausted": "fresh", "fresh": "exhausted", "legal": "not-legal", "not-legal": "legal",
	"lost": "playing", "playing": "lost",
}

// stateWords are card states that have no opposite word but "not".
var stateWords = []string{"attacking", "blocking", "summoned", "manifested"}

// mutantsOf lists the mutants of every expect and expect-illegal line of
// src: another number, player, card or level; the opposite claim; another
// phase, step, decision, winner, zone or error kind. A claim that an
// action is not legal only has its player changed and its opposite made:
// another card or ability would usually be just as illegal.
func mutantsOf(src string) []mutant {
	lines := strings.Split(src, "\n")
	players, titles := scenarioCast(lines)
	var out []mutant
	for i, l := range lines {
		toks, err := lexLine(l)
		if err != nil || len(toks) < 2 || toks[0].quoted {
			continue
		}
		head := strings.ToLower(toks[0].text)
		if head != "expect" && head != "expect-illegal" {
			continue
		}
		negative := head == "expect-illegal" || strings.EqualFold(toks[1].text, "not-legal") ||
			len(toks) > 2 && strings.EqualFold(toks[2].text, "lacks")
		action := head == "expect-illegal" || strings.EqualFold(toks[1].text, "legal") || strings.EqualFold(toks[1].text, "not-legal")
		with := func(j int, alts []token, what string, each bool) {
			var texts []string
			for _, a := range alts {
				ts := slices.Clone(toks)
				ts[j] = a
				texts = append(texts, render(ts))
			}
			if len(texts) == 0 {
				return
			}
			if !each {
				out = append(out, mutant{i + 1, texts, what})
				return
			}
			for _, t := range texts {
				out = append(out, mutant{i + 1, []string{t}, what})
			}
		}
		for j := 1; j < len(toks); j++ {
			t := toks[j]
			w := words(toks[j : j+1])
			if q := qualifierAlts(t, players); len(q) > 0 {
				with(j, q, "another player for "+w, false)
			}
			switch {
			case t.quoted:
				if !negative {
					with(j, cardAlts(t, titles), "another card for "+w, false)
				}
			case slices.Contains(players, strings.ToLower(t.text)):
				// In a claim that an action is illegal only the acting
				// player changes; another target is usually as illegal.
				actor := true
				switch {
				case head == "expect-illegal":
					actor = j == 1
				case strings.EqualFold(toks[1].text, "not-legal"):
					actor = j == 2
				}
				if actor {
					with(j, playerAlts(t, players), "another player for "+w, false)
				}
			case isInt(t.text):
				if !negative {
					with(j, numberAlts(t), "another number for "+w, !action)
				}
			default:
				if f, ok := flips[strings.ToLower(t.text)]; ok {
					with(j, []token{{f, false}}, w+" -> "+f, true)
				} else if l, ok := levelWord(t.text); ok && !negative {
					with(j, []token{{(l%3 + 1).Roman(), false}, {((l+1)%3 + 1).Roman(), false}}, "another level for "+w, false)
				}
			}
		}
		if j, alts := zoneAlts(toks); len(alts) > 0 && head == "expect" {
			with(j, alts, "another zone for "+toks[j].text, false)
		}
		for _, m := range lineMutants(toks) {
			out = append(out, mutant{i + 1, []string{render(m.toks)}, m.what})
		}
	}
	return out
}

func isInt(s string) bool { _, err := strconv.Atoi(s); return err == nil }

// qualifierAlts changes the player of a "p2:Card" word.
func qualifierAlts(t token, players []string) []token {
	p, rest, ok := strings.Cut(t.text, ":")
	if !t.quoted || !ok || !slices.Contains(players, strings.ToLower(p)) {
		return nil
	}
	var out []token
	for _, q := range players {
		if !strings.EqualFold(q, p) {
			out = append(out, token{q + ":" + rest, true})
		}
	}
	return out
}

// cardAlts names each other card title of the scenario instead, keeping a
// "p2:" qualifier.
func cardAlts(t token, titles []string) []token {
	pfx, name := "", t.text
	if p, rest, ok := strings.Cut(t.text, ":"); ok && len(p) == 2 && (p[0] == 'p' || p[0] == 'P') {
		pfx, name = p+":", rest
	}
	var out []token
	for _, title := range titles {
		if !strings.EqualFold(title, bareTitle(name)) {
			out = append(out, token{pfx + title, true})
		}
	}
	return out
}

// playerAlts names each other seated player instead.
func playerAlts(t token, players []string) []token {
	var out []token
	for _, q := range players {
		if !strings.EqualFold(q, t.text) {
			out = append(out, token{q, false})
		}
	}
	return out
}

// numberAlts is one more and one less (not below zero).
func numberAlts(t token) []token {
	n, _ := strconv.Atoi(t.text)
	out := []token{{strconv.Itoa(n + 1), false}}
	if n > 0 {
		out = append(out, token{strconv.Itoa(n - 1), false})
	}
	return out
}

// scenarioCast returns the players seated (p1..pN) and every card title
// the scenario names.
func scenarioCast(lines []string) (players []string, titles []string) {
	seen := map[string]bool{}
	for _, l := range lines {
		toks, err := lexLine(l)
		if err != nil || len(toks) == 0 {
			continue
		}
		if strings.EqualFold(toks[0].text, "players") && !toks[0].quoted {
			players = nil
			for k := 1; k < len(toks); k++ {
				players = append(players, fmt.Sprintf("p%d", k))
			}
		}
		for _, t := range toks {
			if !t.quoted {
				continue
			}
			name := bareTitle(t.text)
			if k := strings.ToLower(name); !seen[k] {
				seen[k] = true
				titles = append(titles, name)
			}
		}
	}
	return players, titles
}

// bareTitle strips a "p2:" qualifier and a "#N" from a card word.
func bareTitle(s string) string {
	if pfx, rest, ok := strings.Cut(s, ":"); ok && len(pfx) == 2 && (pfx[0] == 'p' || pfx[0] == 'P') {
		s = rest
	}
	if i := strings.LastIndexByte(s, '#'); i >= 0 {
		if _, err := strconv.Atoi(s[i+1:]); err == nil {
			s = s[:i]
		}
	}
	return s
}

type lineMutant struct {
	toks []token
	what string
}

// lineMutants lists the changes that concern an expectation as a whole.
func lineMutants(toks []token) []lineMutant {
	var out []lineMutant
	with := func(what string, ts ...token) {
		out = append(out, lineMutant{append([]token(nil), ts...), what})
	}
	kw := func(s string) token { return token{s, false} }
	head := strings.ToLower(toks[0].text)
	if head == "expect-illegal" {
		// Legal after all, or refused for another reason.
		with("expect-illegal -> expect legal", append([]token{kw("expect"), kw("legal")}, toks[1:len(toks)-1]...)...)
		kind := toks[len(toks)-1].text
		other := "IllegalAction"
		if strings.EqualFold(kind, other) {
			other = "IllegalTarget"
		}
		with(kind+" -> "+other, append(slices.Clone(toks[:len(toks)-1]), kw(other))...)
		return out
	}
	rest := toks[1:]
	what := strings.ToLower(rest[0].text)
	switch {
	case rest[0].quoted && len(rest) == 2 && slices.Contains(stateWords, strings.ToLower(rest[1].text)):
		with(rest[1].text+" -> not "+rest[1].text, toks[0], rest[0], kw("not"), rest[1])
	case rest[0].quoted && len(rest) == 3 && strings.EqualFold(rest[1].text, "not"):
		with("not "+rest[2].text+" -> "+rest[2].text, toks[0], rest[0], rest[2])
	case what == "phase" && len(rest) == 2:
		ph, _ := rules.PhaseByName(rest[1].text)
		with("another phase", toks[0], rest[0], kw(rules.Phase(1+int(ph)%8).String()))
	case what == "step" && len(rest) == 2:
		other := "summoning"
		if strings.EqualFold(rest[1].text, other) {
			other = "attack"
		}
		with("another step", toks[0], rest[0], kw(other))
	case what == "pending":
		last := rest[len(rest)-1]
		if _, isP := (&runner{}).player(last); !isP && len(rest) > 1 {
			other := "priority"
			if strings.EqualFold(last.text, other) {
				other = "choose"
			}
			with("another decision", append(slices.Clone(toks[:len(toks)-1]), kw(other))...)
		}
	case what == "winner" && len(rest) == 2:
		other := "none"
		if strings.EqualFold(rest[1].text, "none") {
			other = "p1"
		}
		with("another winner", toks[0], rest[0], kw(other))
	}
	return out
}

// zoneWords are the zones an expectation may name.
var zoneWords = []string{"life", "hand", "discard", "destroyed", "aspects", "resource", "field", "north", "gone"}

// zoneAlts names each other zone instead of the zone word at toks[j] of
// "expect pN ZONE ..." or "expect "Card" zone ZONE", or nil. (Only a
// Resource Area holds Manifested Aspects, so "manifested N" of another
// zone says nothing and is not made.)
func zoneAlts(toks []token) (j int, alts []token) {
	switch {
	case len(toks) >= 4 && strings.EqualFold(toks[3].text, "manifested"):
		return 0, nil
	case len(toks) >= 4 && toks[2].text != "" && !toks[2].quoted && slices.Contains(zoneWords, strings.ToLower(toks[2].text)) && !toks[1].quoted:
		j = 2
	case len(toks) == 4 && toks[1].quoted && strings.EqualFold(toks[2].text, "zone"):
		j = 3
	default:
		return 0, nil
	}
	for _, z := range zoneWords {
		if !strings.EqualFold(z, toks[j].text) && (j == 3 || z != "gone") {
			alts = append(alts, token{z, false})
		}
	}
	return j, alts
}

// render writes tokens back as a scenario line.
func render(ts []token) string { return words(ts) }

// TestMutants changes each expectation of every scenario file (another
// number, card, player, level or state; a claim turned into its opposite)
// and checks that the file then fails: a scenario that cannot fail is a
// defect. It reports how many mutants survive; the target is none.
func TestMutants(t *testing.T) {
	if testing.Short() {
		t.Skip("the mutation test plays every scenario many times")
	}
	set, base := cardsettest.TestCards(t), cardsettest.Base(t)
	files, err := filepath.Glob("../testdata/scenarios/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no scenario files: %v", err)
	}
	total, survived := 0, 0
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		src := string(b)
		if err := RunWith(f, strings.NewReader(src), set, base); err != nil {
			t.Errorf("%s does not pass as written: %v", f, err)
			continue
		}
		lines := strings.Split(src, "\n")
		for _, m := range mutantsOf(src) {
			total++
			killed := false
			for _, alt := range m.alts {
				changed := slices.Clone(lines)
				changed[m.line-1] = alt
				if RunWith(f, strings.NewReader(strings.Join(changed, "\n")), set, base) != nil {
					killed = true
					break
				}
			}
			if !killed {
				survived++
				t.Errorf("%s:%d: survives %s: %s", filepath.Base(f), m.line, m.what, m.alts[0])
			}
		}
	}
	t.Logf("%d mutants of %d scenario files, %d survived", total, len(files), survived)
}
